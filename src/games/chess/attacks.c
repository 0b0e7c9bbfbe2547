/*
 * attacks.c - builds the chess attack tables once at start-up: leaper attacks, between and
 * line tables, and fancy magic bitboards for rooks and bishops (each square's slice of one
 * shared table, indexed by (occupancy & mask) * magic >> shift). Magics rather than pext,
 * which is microcoded and slow on the AMD machines this runs on. Takes about a millisecond.
 */
#include "attacks.h"

ChessAttacks CHESS_ATTACKS;

typedef struct Step {
    int file, rank;
} Step;

static const Step ROOK_STEPS[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
static const Step BISHOP_STEPS[4] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
static const Step KNIGHT_STEPS[8] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                     {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
static const Step KING_STEPS[8] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                   {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
static const Step PAWN_STEPS[2][2] = {{{-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}}};

/* Multipliers that hash every blocker set of a square's mask to a table slot without a
 * harmful collision (blocker sets that share a slot have the same attacks). Found once by
 * the usual random search: candidates are three splitmix64 draws ANDed, kept when the top
 * byte of magic * mask has at least 6 bits. Searching at every start-up took 0.25 s.
 * tests/src/test_chess_attacks.c checks every square against a ray walk. */
/* clang-format off */
static const Bitboard ROOK_MAGICS[SQUARE_COUNT] = {
    0x0080108000204000ULL, 0x0140006000100044ULL, 0x0880100280200008ULL,
    0x9100201001000408ULL, 0x3200110420020008ULL, 0x0500081400320100ULL,
    0x0080008002000100ULL, 0x0100102100004082ULL, 0x0001800040102A82ULL,
    0x0002002880410604ULL, 0xD0888010008C2000ULL, 0x0800801000800800ULL,
    0x4152001200210804ULL, 0xA150800400800200ULL, 0x0204000102104804ULL,
    0x00010001A20C4900ULL, 0x15C0228001804001ULL, 0x0010004000402000ULL,
    0x0000820020120040ULL, 0x0090008008001082ULL, 0x6142050010080100ULL,
    0x0002008080020400ULL, 0x0100040008020110ULL, 0x0002020000609104ULL,
    0x4144800080284000ULL, 0x8040008100410020ULL, 0x6050080020200400ULL,
    0x2112001200402008ULL, 0x0028000880040080ULL, 0x8020040801204010ULL,
    0x00050804000A5029ULL, 0xC413000100008042ULL, 0x0400854005800320ULL,
    0x0201002082004200ULL, 0x0030040800A000A0ULL, 0x3000200901001004ULL,
    0x4020800800800400ULL, 0x8002302008012440ULL, 0x2501002421004200ULL,
    0x0402800040800100ULL, 0x8000400080208001ULL, 0x4440008020008048ULL,
    0x8020408012020020ULL, 0xA001002110050008ULL, 0x0600050008010011ULL,
    0x0001000400030008ULL, 0x8002020810040001ULL, 0x102C408400420001ULL,
    0x9080430880022B00ULL, 0x0444804004200480ULL, 0x0820004800100040ULL,
    0x0394800800100080ULL, 0x0020040080080080ULL, 0x408A00C804500200ULL,
    0x0000B00208490400ULL, 0x0003800041000080ULL, 0x0208420284201102ULL,
    0x0081001080204001ULL, 0x402141000990A001ULL, 0x0011000804201001ULL,
    0x3822002071640802ULL, 0x6F01002C000E2809ULL, 0x0000100081020804ULL,
    0x8000108408204902ULL,
};

static const Bitboard BISHOP_MAGICS[SQUARE_COUNT] = {
    0x0002880141040101ULL, 0x0E20084101042201ULL, 0x80080CE400822040ULL,
    0x0002209201000809ULL, 0x0024030800A00100ULL, 0x0812180C04000000ULL,
    0x1004020804050000ULL, 0x0600120201204808ULL, 0x0184109010209080ULL,
    0x300002108C008280ULL, 0x0800100410404000ULL, 0x4000110410800108ULL,
    0x8088084840040000ULL, 0x0180011002101400ULL, 0x0832004208200910ULL,
    0x08A0002108080400ULL, 0x00048010102AA800ULL, 0x0010800410020040ULL,
    0x004A041001801100ULL, 0x000880180A004000ULL, 0x0005000820080142ULL,
    0xD022000022100240ULL, 0x0001880108184280ULL, 0x144280054C044100ULL,
    0x00084000A0129208ULL, 0x0004040002080811ULL, 0x4020B21010040040ULL,
    0x1084100808008010ULL, 0x0081010000104002ULL, 0x2046042002101010ULL,
    0x0C28204802020200ULL, 0x8402064206004A10ULL, 0x0010082006040442ULL,
    0x0088020251080800ULL, 0x4001080204010400ULL, 0x0800A00801090104ULL,
    0x2020008401108020ULL, 0x0001100300008240ULL, 0x0084040048040100ULL,
    0x1004290020820081ULL, 0x0001180840000483ULL, 0x00460202A0000200ULL,
    0x8102840402040100ULL, 0x510040A028010420ULL, 0x0480180101150401ULL,
    0x00A0040440904200ULL, 0x8004880800400102ULL, 0x40020A6149000200ULL,
    0x0181080802080090ULL, 0x8012020201054000ULL, 0x0081060884310030ULL,
    0x2401000194140020ULL, 0x40000010C2020000ULL, 0x9480400408029830ULL,
    0x0014080A580600A4ULL, 0x041001810C008402ULL, 0x0220404400884100ULL,
    0xA800011488012800ULL, 0x3104840032111000ULL, 0x02000A0081460810ULL,
    0x0B01840020604123ULL, 0x40008B10E001C100ULL, 0x0048102021440080ULL,
    0x8020200400444948ULL,
};
/* clang-format on */

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

/* Fills one square's slice of a slider table; returns the number of entries it spans. */
static int init_magic(ChessMagic *m, int square, Bitboard magic, const Step steps[4],
                      Bitboard *table) {
    m->mask = relevant_mask(square, steps);
    m->magic = magic;
    m->shift = (unsigned)(64 - bb_count(m->mask));
    m->attacks = table;
    Bitboard subset = 0;
    do { /* every subset of the mask (Carry-Rippler enumeration) */
        table[chess_magic_index(m, subset)] = slider_attacks(square, subset, steps);
        subset = (subset - m->mask) & m->mask;
    } while (subset);
    return 1 << bb_count(m->mask);
}

static void init_sliders(void) {
    Bitboard *rook_next = CHESS_ATTACKS.rook_table, *bishop_next = CHESS_ATTACKS.bishop_table;
    for (int square = 0; square < SQUARE_COUNT; square++) {
        rook_next += init_magic(&CHESS_ATTACKS.rook_magic[square], square, ROOK_MAGICS[square],
                                ROOK_STEPS, rook_next);
        bishop_next += init_magic(&CHESS_ATTACKS.bishop_magic[square], square,
                                  BISHOP_MAGICS[square], BISHOP_STEPS, bishop_next);
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
                CHESS_ATTACKS.line[a][b] =
                    (slider_attacks(a, 0, kinds[k]) & slider_attacks(b, 0, kinds[k])) |
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
