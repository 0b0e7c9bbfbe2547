/*
 * attacks.c - builds the chess attack tables once at start-up: leaper attacks, between and
 * line tables, and fancy magic bitboards for rooks and bishops. Magic numbers are found by
 * trial with a fixed-seed generator, so the tables are identical on every run; the search
 * takes a few milliseconds. (Magics, not pext: pext is microcoded and slow on older AMD.)
 */
#include "attacks.h"

ChessAttacks CHESS_ATTACKS;

typedef struct Step {
    int file, rank;
} Step;

static const Step ROOK_STEPS[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const Step BISHOP_STEPS[4] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
static const Step KNIGHT_STEPS[8] = {{1, 2}, {2, 1}, {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const Step KING_STEPS[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1},
                                   {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
static const Step PAWN_STEPS[2][2] = {{{-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}}};

enum { MAX_BLOCKER_SETS = 4096 };

/* Any seed works; this one is fixed so the tables are the same on every run. */
static const uint64_t MAGIC_SEED = 0x7E55E4A1C0FFEEULL;

/* Working memory of the magic search for one square. */
typedef struct MagicScratch {
    Bitboard occupancy[MAX_BLOCKER_SETS];
    Bitboard reference[MAX_BLOCKER_SETS];
    int epoch[MAX_BLOCKER_SETS];
} MagicScratch;

static bool on_board(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

static Bitboard leaper_attacks(int square, const Step *steps, int count) {
    Bitboard attacks = 0;
    for (int i = 0; i < count; i++) {
        int file = (square & 7) + steps[i].file, rank = (square >> 3) + steps[i].rank;
        if (on_board(file, rank))
            attacks |= square_bb(rank * 8 + file);
    }
    return attacks;
}

/* Slider attacks by walking the rays; the reference the magic tables must reproduce. */
static Bitboard slider_attacks(int square, Bitboard occupied, const Step steps[4]) {
    Bitboard attacks = 0;
    for (int i = 0; i < 4; i++) {
        int file = (square & 7) + steps[i].file, rank = (square >> 3) + steps[i].rank;
        while (on_board(file, rank)) {
            Bitboard target = square_bb(rank * 8 + file);
            attacks |= target;
            if (occupied & target)
                break;
            file += steps[i].file;
            rank += steps[i].rank;
        }
    }
    return attacks;
}

/* Blockers on the board edge never change the attacks, unless the slider stands there. */
static Bitboard relevant_mask(int square, const Step steps[4]) {
    Bitboard file_a = FILE_A_BB << (square & 7), rank_1 = RANK_1_BB << (8 * (square >> 3));
    Bitboard edges = ((RANK_1_BB | RANK_8_BB) & ~rank_1) | ((FILE_A_BB | FILE_H_BB) & ~file_a);
    return slider_attacks(square, 0, steps) & ~edges;
}

static bool magic_fills_table(Magic *m, Bitboard *table, MagicScratch *s, int size, int attempt) {
    for (int i = 0; i < size; i++) {
        unsigned index = magic_index(m, s->occupancy[i]);
        if (s->epoch[index] < attempt) {
            s->epoch[index] = attempt;
            table[index] = s->reference[i];
        } else if (table[index] != s->reference[i]) {
            return false;
        }
    }
    return true;
}

static void find_magic(Magic *m, int square, const Step steps[4], Bitboard *table,
                       MagicScratch *s, uint64_t *seed) {
    m->mask = relevant_mask(square, steps);
    m->shift = (unsigned)(64 - bb_count(m->mask));
    m->attacks = table;
    int size = 0;
    Bitboard subset = 0;
    do { /* every subset of the mask (Carry-Rippler enumeration) */
        s->occupancy[size] = subset;
        s->reference[size] = slider_attacks(square, subset, steps);
        s->epoch[size++] = 0;
        subset = (subset - m->mask) & m->mask;
    } while (subset);
    for (int attempt = 1;; attempt++) {
        do
            m->magic = chess_random(seed) & chess_random(seed) & chess_random(seed);
        while (bb_count((m->magic * m->mask) >> 56) < 6);
        if (magic_fills_table(m, table, s, size, attempt))
            return;
    }
}

static void init_sliders(void) {
    MagicScratch scratch;
    uint64_t seed = MAGIC_SEED;
    Bitboard *rook_next = CHESS_ATTACKS.rook_table, *bishop_next = CHESS_ATTACKS.bishop_table;
    for (int square = 0; square < SQUARE_COUNT; square++) {
        Magic *rook = &CHESS_ATTACKS.rook_magic[square];
        find_magic(rook, square, ROOK_STEPS, rook_next, &scratch, &seed);
        rook_next += 1 << (64 - rook->shift);
        Magic *bishop = &CHESS_ATTACKS.bishop_magic[square];
        find_magic(bishop, square, BISHOP_STEPS, bishop_next, &scratch, &seed);
        bishop_next += 1 << (64 - bishop->shift);
    }
}

static void init_leapers(void) {
    for (int square = 0; square < SQUARE_COUNT; square++) {
        CHESS_ATTACKS.knight[square] = leaper_attacks(square, KNIGHT_STEPS, 8);
        CHESS_ATTACKS.king[square] = leaper_attacks(square, KING_STEPS, 8);
        for (int color = 0; color < 2; color++)
            CHESS_ATTACKS.pawn[color][square] = leaper_attacks(square, PAWN_STEPS[color], 2);
    }
}

static void init_lines(void) {
    for (int a = 0; a < SQUARE_COUNT; a++) {
        for (int b = 0; b < SQUARE_COUNT; b++) {
            const Step *kinds[2] = {ROOK_STEPS, BISHOP_STEPS};
            for (int k = 0; k < 2; k++) {
                if (a == b || !(slider_attacks(a, 0, kinds[k]) & square_bb(b)))
                    continue;
                CHESS_ATTACKS.line[a][b] = (slider_attacks(a, 0, kinds[k]) &
                                            slider_attacks(b, 0, kinds[k])) |
                                           square_bb(a) | square_bb(b);
                CHESS_ATTACKS.between[a][b] = slider_attacks(a, square_bb(b), kinds[k]) &
                                              slider_attacks(b, square_bb(a), kinds[k]);
            }
        }
    }
}

void chess_attacks_init(void) {
    init_leapers();
    init_lines();
    init_sliders();
}
