/*
 * wallrunner_model.c - the tests' independent model of the Wall Runner rules, written from
 * RULES.md section 5 alone, as plainly as possible: every rule is a loop over squares or
 * directions on an 8x8 array of letters.
 */
#include "wallrunner_model.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The eight directions as (file, rank) steps; the first four orthogonal. */
static const int DX[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const int DY[8] = {1, 0, -1, 0, 1, -1, -1, 1};

static bool on_board(int x, int y) {
    return x >= 0 && x < 8 && y >= 0 && y < 8;
}

static int owner(char piece) {
    return piece == '.' ? -1 : isupper((unsigned char)piece) ? 0 : 1;
}

static char kind(char piece) {
    return (char)toupper((unsigned char)piece);
}

bool model_read(const char *text, Model *m) {
    char board[80], side[4], bans[64];
    memset(m, 0, sizeof *m);
    m->move_number = 1;
    int fields = sscanf(text, "%79s %3s %63s %d", board, side, bans, &m->move_number);
    if (fields < 3)
        return false;
    int x = 0, y = 7;
    for (const char *c = board; *c; c++) {
        if (*c == '/') {
            x = 0;
            y--;
        } else if (isdigit((unsigned char)*c)) {
            for (int i = 0; i < *c - '0'; i++)
                m->board[x++][y] = '.';
        } else {
            m->board[x++][y] = *c;
        }
    }
    m->side = side[0] == 'b';
    for (const char *c = bans; strcmp(bans, "-") != 0 && *c; c += 4 + (c[4] == ',')) {
        int *ban = m->ban[m->ban_count++];
        ban[0] = c[0] - 'a';
        ban[1] = c[1] - '1';
        ban[2] = c[2] - 'a';
        ban[3] = c[3] - '1';
    }
    return true;
}

void model_write(const Model *m, char *text, int size) {
    char out[200];
    int n = 0;
    for (int y = 7; y >= 0; y--) {
        int empty = 0;
        for (int x = 0; x < 8; x++) {
            if (m->board[x][y] == '.') {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty);
            empty = 0;
            out[n++] = m->board[x][y];
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (y > 0)
            out[n++] = '/';
    }
    n += sprintf(out + n, " %c ", m->side ? 'b' : 'w');
    if (m->ban_count == 0)
        out[n++] = '-';
    /* bans in canonical order: by rank, then file of the banned piece */
    bool first = true;
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            for (int i = 0; i < m->ban_count; i++)
                if (m->ban[i][0] == x && m->ban[i][1] == y) {
                    n += sprintf(out + n, "%s%c%c%c%c", first ? "" : ",", 'a' + x, '1' + y,
                                 'a' + m->ban[i][2], '1' + m->ban[i][3]);
                    first = false;
                }
    sprintf(out + n, " %d", m->move_number);
    snprintf(text, (size_t)size, "%s", out);
}

int model_winner(const Model *m) {
    bool king[2] = {false, false}, goal[2] = {false, false};
    for (int x = 0; x < 8; x++)
        for (int y = 0; y < 8; y++) {
            char p = m->board[x][y];
            int side = p == 'K' ? 0 : 1;
            if (p != 'K' && p != 'k')
                continue;
            king[side] = true;
            goal[side] = side == 0 ? y == 7 : y == 0;
        }
    if (!king[1] || goal[0])
        return 0;
    if (!king[0] || goal[1])
        return 1;
    return -1;
}

/* WR3: the wall squares of one side. */
static void walls_of(const Model *m, int side, bool wall[8][8]) {
    memset(wall, 0, sizeof(bool) * 64);
    for (int x = 0; x < 8; x++)
        for (int y = 0; y < 8; y++) {
            char p = m->board[x][y];
            if (owner(p) != side || (kind(p) != 'S' && kind(p) != 'D'))
                continue;
            int first = kind(p) == 'S' ? 0 : 4;
            for (int d = first; d < first + 4; d++)
                for (int i = 1; on_board(x + i * DX[d], y + i * DY[d]); i++) {
                    wall[x + i * DX[d]][y + i * DY[d]] = true;
                    if (m->board[x + i * DX[d]][y + i * DY[d]] != '.')
                        break;
                }
        }
}

static bool banned(const Model *m, int x, int y, int tx, int ty) {
    for (int i = 0; i < m->ban_count; i++)
        if (m->ban[i][0] == x && m->ban[i][1] == y && m->ban[i][2] == tx && m->ban[i][3] == ty)
            return true;
    return false;
}

static void add(const Model *m, ModelMove *moves, int *count, int x, int y, int tx, int ty) {
    if (banned(m, x, y, tx, ty))
        return;
    for (int i = 0; i < *count; i++)
        if (moves[i].from_file == x && moves[i].from_rank == y && moves[i].to_file == tx &&
            moves[i].to_rank == ty)
            return;
    moves[(*count)++] = (ModelMove){x, y, tx, ty};
}

/* Slides from (x, y) over empty squares in directions [first, last), not entering stop. */
static void slides(const Model *m, ModelMove *moves, int *count, int x, int y, int first, int last,
                   bool stop[8][8]) {
    for (int d = first; d < last; d++)
        for (int i = 1; on_board(x + i * DX[d], y + i * DY[d]); i++) {
            int tx = x + i * DX[d], ty = y + i * DY[d];
            if (m->board[tx][ty] != '.' || (stop && stop[tx][ty]))
                break;
            add(m, moves, count, x, y, tx, ty);
        }
}

static void piece_moves(const Model *m, int x, int y, bool enemy[8][8], bool any[8][8],
                        ModelMove *moves, int *count) {
    char k = kind(m->board[x][y]);
    int forward = m->side == 0 ? 1 : -1;
    if ((k == 'K' || k == 'S' || k == 'D') && enemy[x][y])
        return; /* WR4: frozen */
    if (k == 'S')
        slides(m, moves, count, x, y, 0, 4, enemy);
    if (k == 'D')
        slides(m, moves, count, x, y, 4, 8, enemy);
    if ((k == 'R' || k == 'G') && any[x][y])
        slides(m, moves, count, x, y, 0, 8, NULL); /* WR6: wall running */
    for (int d = 0; d < 8; d++) {
        int tx = x + DX[d], ty = y + DY[d];
        if (!on_board(tx, ty) || m->board[tx][ty] != '.')
            continue;
        if ((k == 'K' && !enemy[tx][ty]) || k == 'G' || (k == 'R' && DY[d] == forward))
            add(m, moves, count, x, y, tx, ty);
    }
}

int model_moves(const Model *m, ModelMove *moves) {
    if (model_winner(m) >= 0)
        return 0;
    bool enemy[8][8], own[8][8], any[8][8];
    walls_of(m, 1 - m->side, enemy);
    walls_of(m, m->side, own);
    for (int x = 0; x < 8; x++)
        for (int y = 0; y < 8; y++)
            any[x][y] = enemy[x][y] || own[x][y];
    int count = 0;
    for (int x = 0; x < 8; x++)
        for (int y = 0; y < 8; y++)
            if (owner(m->board[x][y]) == m->side)
                piece_moves(m, x, y, enemy, any, moves, &count);
    return count;
}

/* WR7 and WR8: every enemy piece around the Guard on (gx, gy) is pushed one square away from
 * it, all at once: the board before the pushes decides which squares are empty. */
static void push_around(Model *m, int gx, int gy) {
    Model before = *m;
    for (int d = 0; d < 8; d++) {
        int x = gx + DX[d], y = gy + DY[d], tx = x + DX[d], ty = y + DY[d];
        if (!on_board(x, y) || owner(before.board[x][y]) != m->side)
            continue;
        if (!on_board(tx, ty)) {
            m->board[x][y] = '.';
        } else if (before.board[tx][ty] == '.') {
            m->board[tx][ty] = before.board[x][y];
            m->board[x][y] = '.';
            int *ban = m->ban[m->ban_count++];
            ban[0] = tx;
            ban[1] = ty;
            ban[2] = x;
            ban[3] = y;
        }
    }
}

void model_play(const Model *m, ModelMove move, Model *next) {
    *next = *m;
    next->ban_count = 0;
    char piece = m->board[move.from_file][move.from_rank];
    next->board[move.to_file][move.to_rank] = piece;
    next->board[move.from_file][move.from_rank] = '.';
    next->side = 1 - m->side;
    if (m->side == 1)
        next->move_number++;
    if (kind(piece) == 'G')
        push_around(next, move.to_file, move.to_rank);
}

uint64_t model_perft(const Model *m, int depth) {
    if (depth == 0)
        return 1;
    ModelMove moves[MODEL_MAX_MOVES];
    int count = model_moves(m, moves);
    if (depth == 1)
        return (uint64_t)count;
    uint64_t total = 0;
    for (int i = 0; i < count; i++) {
        Model next;
        model_play(m, moves[i], &next);
        total += model_perft(&next, depth - 1);
    }
    return total;
}

void model_move_text(ModelMove move, char text[5]) {
    text[0] = (char)('a' + move.from_file);
    text[1] = (char)('1' + move.from_rank);
    text[2] = (char)('a' + move.to_file);
    text[3] = (char)('1' + move.to_rank);
    text[4] = '\0';
}
