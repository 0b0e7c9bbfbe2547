/*
 * voidchess_reference.c - the slow reference implementation of the Void Chess move rules
 * used by the tests (see voidchess_reference.h). Written straight from RULES.md: pseudo-legal
 * moves square by square, then each move is played (capture, en passant, castling,
 * promotion, unstable destination, resolution of the mover's old unstable squares) and kept
 * when the mover's king is not attacked afterwards (VC13).
 */
#include "voidchess_reference.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const int KING_STEPS[8][2] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                     {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
static const int KNIGHT_JUMPS[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                       {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

static bool inside(int file, int rank) {
    return file >= 0 && file < REF_SIZE && rank >= 0 && rank < REF_SIZE;
}

static bool is_white(char piece) {
    return piece >= 'A' && piece <= 'Z';
}

static bool is_empty(const RefPos *pos, int file, int rank) {
    return pos->piece[rank][file] == '.';
}

static bool is_void(const RefPos *pos, int file, int rank) {
    return pos->state[rank][file] == '*';
}

/* A piece of the given side on the square? */
static bool holds(const RefPos *pos, int file, int rank, bool white) {
    char piece = pos->piece[rank][file];
    return piece != '.' && is_white(piece) == white;
}

static bool read_board(RefPos *pos, const char *text) {
    int rank = REF_SIZE - 1, file = 0;
    for (; *text && *text != ' '; text++) {
        if (*text == '/') {
            if (file != REF_SIZE)
                return false;
            rank--;
            file = 0;
        } else if (*text >= '1' && *text <= '9') {
            file += *text - '0';
        } else {
            if (file >= REF_SIZE || rank < 0)
                return false;
            if (*text == '*')
                pos->state[rank][file] = '*';
            else
                pos->piece[rank][file] = *text;
            file++;
        }
    }
    return rank == 0 && file == REF_SIZE;
}

bool ref_parse(RefPos *pos, const char *text) {
    char board[128], side[4], castle[8], ep[4], unstable[256] = "-";
    int halfmove = 0, fullmove = 1;
    memset(pos->piece, '.', sizeof pos->piece);
    memset(pos->state, '.', sizeof pos->state);
    if (sscanf(text, "%127s %3s %7s %3s %d %d %255s", board, side, castle, ep, &halfmove, &fullmove,
               unstable) < 4 ||
        !read_board(pos, board))
        return false;
    pos->white = side[0] == 'w';
    for (int i = 0; i < 4; i++)
        pos->castle[i] = strchr(castle, "KQkq"[i]) != NULL;
    pos->ep_file = ep[0] == '-' ? -1 : ep[0] - 'a';
    pos->ep_rank = ep[0] == '-' ? -1 : ep[1] - '1';
    for (const char *s = unstable; s[0] >= 'a' && s[0] <= 'i'; s += s[2] == ',' ? 3 : 2)
        pos->state[s[1] - '1'][s[0] - 'a'] = 'u';
    return true;
}

/* Does the piece of `by` on (pf, pr) attack (file, rank)? */
static bool piece_attacks(const RefPos *pos, int pf, int pr, int file, int rank) {
    char type = (char)tolower(pos->piece[pr][pf]);
    int df = file - pf, dr = rank - pr;
    int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
    if (type == 'p')
        return adf == 1 && dr == (is_white(pos->piece[pr][pf]) ? 1 : -1);
    if (type == 'n')
        return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    if (type == 'k')
        return adf <= 1 && adr <= 1 && (adf || adr);
    if (type == 'm') {
        if (adf <= 1 && adr <= 1)
            return adf || adr;
        if (adf > 2 || adr > 2)
            return false;
        for (int i = 0; i < 8; i++) { /* a free square adjacent to both */
            int mf = pf + KING_STEPS[i][0], mr = pr + KING_STEPS[i][1];
            int ef = file - mf, er = rank - mr;
            if (inside(mf, mr) && is_empty(pos, mf, mr) && ef >= -1 && ef <= 1 && er >= -1 &&
                er <= 1)
                return true;
        }
        return false;
    }
    bool straight = df == 0 || dr == 0, diagonal = adf == adr;
    if ((type == 'r' && !straight) || (type == 'b' && !diagonal) ||
        (type == 'q' && !straight && !diagonal) || (df == 0 && dr == 0))
        return false;
    int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = pf + sf, r = pr + sr; f != file || r != rank; f += sf, r += sr)
        if (!is_empty(pos, f, r) || is_void(pos, f, r))
            return false;
    return true;
}

static bool attacked(const RefPos *pos, int file, int rank, bool by_white) {
    for (int r = 0; r < REF_SIZE; r++)
        for (int f = 0; f < REF_SIZE; f++)
            if (holds(pos, f, r, by_white) && piece_attacks(pos, f, r, file, rank))
                return true;
    return false;
}

static bool find_king(const RefPos *pos, bool white, int *file, int *rank) {
    for (int r = 0; r < REF_SIZE; r++)
        for (int f = 0; f < REF_SIZE; f++)
            if (pos->piece[r][f] == (white ? 'K' : 'k')) {
                *file = f;
                *rank = r;
                return true;
            }
    return false;
}

typedef struct MoveList {
    RefMove *moves;
    int count;
} MoveList;

static void add(MoveList *list, int ff, int fr, int tf, int tr, char promotion) {
    for (int i = 0; i < list->count; i++) { /* a Minister may reach a square two ways */
        RefMove *m = &list->moves[i];
        if (m->from_file == ff && m->from_rank == fr && m->to_file == tf && m->to_rank == tr &&
            m->promotion == promotion)
            return;
    }
    list->moves[list->count++] = (RefMove){ff, fr, tf, tr, promotion};
}

/* A square a non-Minister may land on: on the board, not void, not own. */
static bool can_land(const RefPos *pos, int file, int rank) {
    return inside(file, rank) && !is_void(pos, file, rank) && !holds(pos, file, rank, pos->white);
}

static void pawn_moves(const RefPos *pos, MoveList *list, int f, int r) {
    int up = pos->white ? 1 : -1, start = pos->white ? 1 : REF_SIZE - 2;
    int last = pos->white ? REF_SIZE - 1 : 0;
    int targets[4][2], n = 0;
    if (inside(f, r + up) && is_empty(pos, f, r + up) && !is_void(pos, f, r + up)) {
        targets[n][0] = f, targets[n++][1] = r + up;
        if (r == start && is_empty(pos, f, r + 2 * up) && !is_void(pos, f, r + 2 * up))
            targets[n][0] = f, targets[n++][1] = r + 2 * up;
    }
    for (int side = -1; side <= 1; side += 2) {
        int tf = f + side, tr = r + up;
        if (!inside(tf, tr))
            continue;
        if (holds(pos, tf, tr, !pos->white) || (tf == pos->ep_file && tr == pos->ep_rank))
            targets[n][0] = tf, targets[n++][1] = tr;
    }
    for (int i = 0; i < n; i++) {
        if (targets[i][1] != last) {
            add(list, f, r, targets[i][0], targets[i][1], 0);
            continue;
        }
        for (const char *p = "qrbnm"; *p; p++)
            add(list, f, r, targets[i][0], targets[i][1], *p);
    }
}

static void slider_moves(const RefPos *pos, MoveList *list, int f, int r, int first, int step) {
    for (int d = first; d < 8; d += step) {
        for (int tf = f + KING_STEPS[d][0], tr = r + KING_STEPS[d][1]; inside(tf, tr);
             tf += KING_STEPS[d][0], tr += KING_STEPS[d][1]) {
            if (is_void(pos, tf, tr) || holds(pos, tf, tr, pos->white))
                break;
            add(list, f, r, tf, tr, 0);
            if (!is_empty(pos, tf, tr))
                break;
        }
    }
}

static void minister_moves(const RefPos *pos, MoveList *list, int f, int r) {
    for (int i = 0; i < 8; i++) {
        int sf = f + KING_STEPS[i][0], sr = r + KING_STEPS[i][1];
        if (!inside(sf, sr) || holds(pos, sf, sr, pos->white))
            continue;
        add(list, f, r, sf, sr, 0);
        if (!is_empty(pos, sf, sr))
            continue; /* a capture ends the move */
        for (int j = 0; j < 8; j++) {
            int tf = sf + KING_STEPS[j][0], tr = sr + KING_STEPS[j][1];
            if (inside(tf, tr) && (tf != f || tr != r) && !holds(pos, tf, tr, pos->white))
                add(list, f, r, tf, tr, 0);
        }
    }
}

static void castling_moves(const RefPos *pos, MoveList *list, int f, int r) {
    int home = pos->white ? 0 : REF_SIZE - 1, offset = pos->white ? 0 : 2;
    if (f != 4 || r != home || attacked(pos, 4, home, !pos->white))
        return;
    /* kingside: f g h empty and not void, f g safe; queenside: b c d, d c safe */
    static const int EMPTY[2][3] = {{5, 6, 7}, {1, 2, 3}};
    static const int PASS[2][2] = {{5, 6}, {3, 2}};
    static const int ROOK[2] = {8, 0};
    for (int side = 0; side < 2; side++) {
        bool ok =
            pos->castle[offset + side] && pos->piece[home][ROOK[side]] == (pos->white ? 'R' : 'r');
        for (int i = 0; i < 3 && ok; i++)
            ok = is_empty(pos, EMPTY[side][i], home) && !is_void(pos, EMPTY[side][i], home);
        for (int i = 0; i < 2 && ok; i++)
            ok = !attacked(pos, PASS[side][i], home, !pos->white);
        if (ok)
            add(list, 4, home, PASS[side][1], home, 0);
    }
}

static void piece_moves(const RefPos *pos, MoveList *list, int f, int r) {
    switch (tolower(pos->piece[r][f])) {
        case 'p':
            pawn_moves(pos, list, f, r);
            break;
        case 'n':
            for (int i = 0; i < 8; i++)
                if (can_land(pos, f + KNIGHT_JUMPS[i][0], r + KNIGHT_JUMPS[i][1]))
                    add(list, f, r, f + KNIGHT_JUMPS[i][0], r + KNIGHT_JUMPS[i][1], 0);
            break;
        case 'b':
            slider_moves(pos, list, f, r, 1, 2);
            break;
        case 'r':
            slider_moves(pos, list, f, r, 0, 2);
            break;
        case 'q':
            slider_moves(pos, list, f, r, 0, 1);
            break;
        case 'm':
            minister_moves(pos, list, f, r);
            break;
        default:
            for (int i = 0; i < 8; i++)
                if (can_land(pos, f + KING_STEPS[i][0], r + KING_STEPS[i][1]))
                    add(list, f, r, f + KING_STEPS[i][0], r + KING_STEPS[i][1], 0);
            castling_moves(pos, list, f, r);
    }
}

static int pseudo_moves(const RefPos *pos, RefMove *moves) {
    MoveList list = {moves, 0};
    int kf = 0, kr = 0;
    bool king_unstable = find_king(pos, pos->white, &kf, &kr) && pos->state[kr][kf] == 'u';
    for (int r = 0; r < REF_SIZE; r++)
        for (int f = 0; f < REF_SIZE; f++)
            if (holds(pos, f, r, pos->white) && (!king_unstable || (f == kf && r == kr)))
                piece_moves(pos, &list, f, r); /* VC12: only the king when it is unstable */
    return list.count;
}

static void drop_castling_rights(RefPos *pos, int file, int rank) {
    static const int SQUARES[4][2][2] = {
        {{8, 0}, {4, 0}}, {{0, 0}, {4, 0}}, {{8, 8}, {4, 8}}, {{0, 8}, {4, 8}}};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 2; j++)
            if (SQUARES[i][j][0] == file && SQUARES[i][j][1] == rank)
                pos->castle[i] = false;
}

void ref_play(const RefPos *pos, RefMove m, RefPos *next) {
    *next = *pos;
    bool white = pos->white;
    char piece = pos->piece[m.from_rank][m.from_file], type = (char)tolower(piece);
    bool capture = !is_empty(pos, m.to_file, m.to_rank);
    bool doomed[REF_SIZE][REF_SIZE];
    for (int r = 0; r < REF_SIZE; r++)
        for (int f = 0; f < REF_SIZE; f++)
            doomed[r][f] = pos->state[r][f] == 'u' && holds(pos, f, r, white);
    if (type == 'p' && m.to_file != m.from_file && !capture) { /* en passant */
        next->piece[m.from_rank][m.to_file] = '.';
        capture = true;
    }
    if (type == 'k' && (m.to_file - m.from_file == 2 || m.from_file - m.to_file == 2)) {
        int rook = m.to_file > m.from_file ? 8 : 0, lands = (m.to_file + m.from_file) / 2;
        next->piece[m.from_rank][lands] = next->piece[m.from_rank][rook];
        next->piece[m.from_rank][rook] = '.';
    }
    char placed = m.promotion ? (char)(white ? toupper(m.promotion) : m.promotion) : piece;
    next->piece[m.from_rank][m.from_file] = '.';
    next->piece[m.to_rank][m.to_file] = placed;
    if (tolower(placed) == 'm')
        next->state[m.to_rank][m.to_file] = '.'; /* VC7, VC11: Minister squares are normal */
    else if (capture)
        next->state[m.to_rank][m.to_file] = 'u'; /* VC7, VC10 */
    for (int r = 0; r < REF_SIZE; r++)           /* VC9 */
        for (int f = 0; f < REF_SIZE; f++)
            if (doomed[r][f]) {
                next->state[r][f] = '*';
                next->piece[r][f] = '.';
            }
    drop_castling_rights(next, m.from_file, m.from_rank);
    drop_castling_rights(next, m.to_file, m.to_rank);
    next->ep_file = next->ep_rank = -1;
    if (type == 'p' && (m.to_rank - m.from_rank == 2 || m.from_rank - m.to_rank == 2)) {
        next->ep_file = m.from_file;
        next->ep_rank = (m.from_rank + m.to_rank) / 2;
    }
    next->white = !white;
}

int ref_legal_moves(const RefPos *pos, RefMove moves[REF_MAX_MOVES]) {
    RefMove pseudo[REF_MAX_MOVES];
    int count = pseudo_moves(pos, pseudo), legal = 0;
    for (int i = 0; i < count; i++) {
        RefPos next;
        ref_play(pos, pseudo[i], &next);
        int kf = 0, kr = 0;
        if (find_king(&next, pos->white, &kf, &kr) && !attacked(&next, kf, kr, !pos->white))
            moves[legal++] = pseudo[i];
    }
    return legal;
}

void ref_move_text(RefMove m, char text[REF_MOVE_TEXT]) {
    snprintf(text, REF_MOVE_TEXT, "%c%c%c%c%c", 'a' + m.from_file, '1' + m.from_rank,
             'a' + m.to_file, '1' + m.to_rank, m.promotion ? m.promotion : '\0');
}

uint64_t ref_perft(const RefPos *pos, int depth) {
    if (depth == 0)
        return 1;
    RefMove moves[REF_MAX_MOVES];
    int count = ref_legal_moves(pos, moves);
    if (depth == 1)
        return (uint64_t)count;
    uint64_t total = 0;
    for (int i = 0; i < count; i++) {
        RefPos next;
        ref_play(pos, moves[i], &next);
        total += ref_perft(&next, depth - 1);
    }
    return total;
}
