/*
 * see_swap.h - the swap loop of static exchange evaluation, shared by the games whose
 * captures take the piece on the target square (chess, voidchess).
 *
 * After a first capture, both sides take back on the same square with their least valuable
 * attacker, each free to stop; the loop answers whether the first mover ends at least
 * `threshold` up. The game supplies the exchange through three callbacks on its own state
 * (occupancy, attackers, x-rays): which attacker a side would use next, whether a side
 * attacks the square at all (a king may only capture when nothing can take back), and the
 * capture itself. The function is inline so that each game's callbacks are inlined too.
 */
#ifndef TESSERA_SEE_SWAP_H
#define TESSERA_SEE_SWAP_H

#include <stdbool.h>

enum {
    SEE_KING_VALUE = 20000, /* a king's exchange value: it only ever captures last */
    SEE_NO_ATTACKER = -1,
};

typedef struct SeeExchange {
    /* The exchange value of side's least valuable attacker of the square, remembered as the
     * next capturer; SEE_NO_ATTACKER when side has none. */
    int (*least_valuable)(void *state, int side);
    /* Whether side has any attacker of the square left. */
    bool (*attacks)(void *state, int side);
    /* The remembered capturer takes: it leaves its square, uncovering what stood behind. */
    void (*capture)(void *state);
} SeeExchange;

/* victim and capturer: exchange values of the piece taken first and of the piece taking it;
 * side: the first mover. */
static inline bool see_swap(const SeeExchange *exchange, void *state, int victim, int capturer,
                            int threshold, int side) {
    int balance = victim - threshold;
    if (balance < 0)
        return false; /* even keeping the victim for free is not enough */
    balance = capturer - balance;
    if (balance <= 0)
        return true; /* even losing the capturer leaves enough */
    bool result = true;
    for (;;) {
        side ^= 1;
        int value = exchange->least_valuable(state, side);
        if (value == SEE_NO_ATTACKER)
            break;
        if (value == SEE_KING_VALUE)
            return exchange->attacks(state, side ^ 1) ? result : !result;
        result = !result;
        balance = value - balance;
        if (balance < (int)result)
            break;
        exchange->capture(state);
    }
    return result;
}

#endif
