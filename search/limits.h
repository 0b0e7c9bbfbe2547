/*
 * limits.h - what a `go` command asks for: clocks, fixed depth/nodes/time, pondering,
 * root move restrictions. Filled by the protocol, read by the search and time manager.
 */
#ifndef TESSERA_LIMITS_H
#define TESSERA_LIMITS_H

#include "src/types.h"

enum { MAX_SEARCHMOVES = 256, MAX_MULTIPV = 64 };

/* Weaker play (Skill Level, UCI_Elo; search/skill.c). Not enabled = full strength. */
typedef struct Skill {
    bool enabled;
    double level;  /* 0 (weakest) up to, not including, 20 */
    uint64_t seed; /* varies the weakened choice from move to move */
} Skill;

typedef struct SearchLimits {
    int64_t time[MAX_PLAYERS];      /* remaining clock in ms per player, -1 = not given */
    int64_t increment[MAX_PLAYERS]; /* ms per move */
    int movestogo;                  /* 0 = sudden death */
    int64_t movetime;               /* ms, 0 = none */
    int depth;                      /* 0 = none */
    uint64_t nodes;                 /* 0 = none */
    int mate;                       /* find a mate in this many moves, 0 = none */
    bool infinite;
    bool ponder;
    int multipv; /* principal variations to report (the MultiPV option), at least 1 */
    int searchmoves_count;
    Move searchmoves[MAX_SEARCHMOVES];
    Skill skill;
} SearchLimits;

/* No limit at all: every clock unknown, no depth, nodes or time bound. */
static inline void limits_init(SearchLimits *limits) {
    *limits = (SearchLimits){0};
    limits->multipv = 1;
    for (int i = 0; i < MAX_PLAYERS; i++)
        limits->time[i] = -1;
}

/* Whether `searchmoves` lets the root play move (no list: every move). */
static inline bool limits_allow_root_move(const SearchLimits *limits, Move move) {
    if (limits->searchmoves_count == 0)
        return true;
    for (int i = 0; i < limits->searchmoves_count; i++)
        if (limits->searchmoves[i] == move)
            return true;
    return false;
}

#endif
