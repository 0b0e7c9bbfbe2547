/*
 * game.h - the interface every game implements and the only thing the search, the
 * protocol and the tools know about a game.
 *
 * A game is a constant descriptor (a table of function pointers plus a few facts). Its
 * position struct is opaque to everyone else except for the common PosHeader it must
 * start with, which the search reads directly (key for the TT and repetitions, side to
 * move, rule50 counter). Positions are copied, never unmade: play() writes the child
 * position into a separate buffer, so aborting a search or running several threads needs
 * no undo logic.
 */
#ifndef TESSERA_GAME_H
#define TESSERA_GAME_H

#include "eval_features.h"
#include "net.h"
#include "strbuf.h"
#include "types.h"

/* Every game's position struct starts with this header. */
typedef struct PosHeader {
    uint64_t key;    /* Zobrist key of everything that defines the position */
    uint16_t rule50; /* plies since the last irreversible move (capture, pawn move, ...) */
    uint16_t ply;    /* plies played since the start of the game */
    uint8_t side;    /* player to move: 0 = first player (white / south / A) */
    uint8_t players; /* number of players taking part */
} PosHeader;

/* The counters of PosHeader stop at these caps instead of wrapping: play() saturates them,
 * and every position string reader accepts every value up to them, so any position the
 * engine reaches (a `position` line can hold hundreds of thousands of moves) prints as a
 * string that reads back. A chess-like move number is ply / 2 + 1, so it stops at 32768. */
enum {
    POS_PLY_MAX = UINT16_MAX,
    POS_RULE50_MAX = UINT16_MAX,
    POS_MOVE_NUMBER_MAX = POS_PLY_MAX / 2 + 1,
};

enum { GAME_CORRECTION_KEYS = 3 }; /* the most keys Game.correction_keys gives */

/* One more ply played, saturating at POS_PLY_MAX; every game's play() calls it. */
static inline void pos_count_ply(PosHeader *header) {
    header->ply += header->ply < POS_PLY_MAX;
}

/* One more reversible ply, saturating at POS_RULE50_MAX (games with a rule50 count). */
static inline void pos_count_reversible_ply(PosHeader *header) {
    header->rule50 += header->rule50 < POS_RULE50_MAX;
}

/* Storage big enough and aligned enough for any game's position. Positions are reached
 * through pointers of several types, so the build uses -fno-strict-aliasing. The alignment
 * is malloc's, 16: structs that hold positions live on the heap, and a stricter type
 * alignment than the allocator gives lets the compiler emit aligned vector moves that fault
 * (the search thread crashed in -O3 -march=native builds with 64). */
typedef union PosBuf {
    PosHeader header;
    _Alignas(16) unsigned char bytes[MAX_POS_SIZE];
} PosBuf;

static inline const PosHeader *pos_header(const void *pos) {
    return (const PosHeader *)pos;
}

typedef enum GenKind {
    GEN_ALL,   /* every move (pseudo-legal allowed unless Game.legal_generator) */
    GEN_NOISY, /* moves quiescence search should look at: captures, promotions, ... */
} GenKind;

/* A decided result as seen by the side to move. */
typedef enum Result {
    RESULT_NONE,
    RESULT_WIN,
    RESULT_LOSS,
    RESULT_DRAW,
} Result;

typedef enum Outcome {
    OUTCOME_ONGOING,
    OUTCOME_WIN,
    OUTCOME_DRAW,
} Outcome;

/* What `status` reports: who won and why (reason words are those of PROTOCOL.md). */
typedef struct GameStatus {
    Outcome outcome;
    int winner;         /* player index when outcome == OUTCOME_WIN */
    const char *reason; /* "checkmate", "goal", ...; NULL while ongoing */
    bool has_scores;    /* the game keeps scores (Wall Go territory) */
    int scores[MAX_PLAYERS];
} GameStatus;

/* The pruning margins of the search (search/node.c, steps 7 and 11), in the game's score
 * units. A game where one quiet move can swing the score by several units (a wall that
 * adds steps to a path) needs wider margins than chess. */
typedef struct PruningMargins {
    int reverse_futility_per_ply; /* step 7: eval this far above beta per ply cuts */
    int futility_base;            /* step 11: quiets skipped when eval + base + */
    int futility_per_ply;         /*          per_ply * depth is still below alpha */
    int late_move_base;           /* step 11: quiets after (base + depth^2) plus */
    int late_move_share;          /*          share/1000 of the node's moves are skipped */
} PruningMargins;

/* The depth caps of Skill Levels below 20 (search/skill.c) at levels 0, 5, 10, 15 and 19,
 * linear in between, for each number of players: the search picks the row of the position's
 * player count. The default suits chess, whose full-strength search reaches depth 15 or more
 * in a game; a game whose search reaches far less deep needs caps of its own, or the caps of
 * the upper levels never bind and those levels all play alike. More players make the search
 * shallower and a ply worth less (most plies are the coalition's), so the caps may differ. */
enum { SKILL_DEPTH_ANCHORS = 5 };

typedef struct SkillDepths {
    /* Rows min_players .. max_players of the game: non-decreasing, at least 1. */
    int by_players[MAX_PLAYERS + 1][SKILL_DEPTH_ANCHORS];
} SkillDepths;

/* What the search needs to know of one move to order and prune it. */
typedef struct MoveFacts {
    bool noisy;        /* is_noisy() */
    int noisy_gain;    /* noisy_gain(), for noisy moves */
    int history_index; /* move_index() */
    int quiet_bonus;   /* quiet_order(), for quiet moves */
} MoveFacts;

/* A game's own option (Wall Go's rule set): a combo the engine lists beside its options
 * (`setoption name WallGoRules value show`), whatever game is chosen. The selected values
 * reach the game's start position and decide which position strings it reads. */
enum { GAME_MAX_CHOICES = 2, GAME_CHOICE_VALUES = 4 };

typedef struct GameChoice {
    const char *option;                         /* the option's name */
    const char *values[GAME_CHOICE_VALUES + 1]; /* NULL-terminated; the first is the default */
} GameChoice;

/* The selected values of a game's choices, each an index into GameChoice.values. */
typedef struct GameChoices {
    uint8_t value[GAME_MAX_CHOICES];
} GameChoices;

typedef struct Game {
    /* Facts */
    const char *name;  /* UCI_Variant value */
    const char *alias; /* a second accepted name, or NULL */
    int files, ranks;  /* board size reported by `info string variant` */
    int min_players, max_players;
    size_t pos_size;      /* sizeof the game's position struct (<= MAX_POS_SIZE) */
    int fifty_move_plies; /* automatic draw when rule50 reaches this; 0 = no such rule */
    int repetition_draw;  /* occurrences of a position that draw (3); 0 = no rule */
    /* Draws a player may claim before the automatic ones (chess: fifty moves at 100 plies,
     * threefold repetition; FIDE Laws 9.2, 9.3); 0 = no claim. */
    int claim_fifty_plies;
    int claim_repetitions;
    /* Standard Algebraic Notation (src/san.c): the game reads and writes it (chess, Void
     * Chess); elsewhere a move's own text is its short notation. san_records: game records
     * (PGN files, PGN opening books) are in SAN, which PGN tools read (chess). */
    bool has_san;
    bool san_records;
    /* Its opening books are Polyglot files (books/book_codec.c: Polyglot's keys and moves,
     * no header naming the game); otherwise the game's own keys and moves under a header. */
    bool polyglot_books;
    bool legal_generator; /* generate() yields only legal moves, play() never fails */
    int move_index_count; /* range of move_index(), sizes the history tables */
    bool no_continuation; /* no continuation histories (move_index_count squared entries) */
    const char *player_names[MAX_PLAYERS]; /* "white", "south", "A", ... */
    const PruningMargins *pruning;         /* NULL: the search's defaults (chess values) */
    const SkillDepths *skill_depths;       /* NULL: 1 ply at level 0 to 13 at 19, linear,
                                              whatever the number of players */
    /* The caps for a position played under rules it carries that change how deep the search
     * reaches (Wall Go's show rules: about 37 x 4 moves a turn instead of 37 x 84). NULL:
     * skill_depths for every position. */
    const SkillDepths *(*skill_depths_of)(const void *pos);
    /* The bench (`tessera bench`, through tessera_bench_position): position strings, ended by
     * NULL, each searched to bench_depth plies by default. Varied on purpose: openings,
     * middlegames with tactics, endgames, checks, promotions, few or many legal moves. */
    int bench_depth;
    const char *const *bench_positions;

    /* The game's own options (GameChoice), choice_count of them, or none. */
    const GameChoice *choices;
    int choice_count;
    /* The name of the bundled book (books/<stem>.bin) played under the selected choices and
     * strength (full: Skill Level 20 without UCI_LimitStrength): a book made by searching for
     * full strength (Wall Chess), a book of a rule set's own, whose keys the game's own book
     * never holds (Wall Go's show rules). NULL: the game's own book, books/<name>.bin, at every
     * strength under every choice. */
    const char *(*bundled_book)(const GameChoices *chosen, bool full_strength);

    /* Text */
    const char *(*start_position)(int players); /* with every choice at its default */
    /* The start position under the selected choices. NULL: start_position. */
    const char *(*start_position_chosen)(int players, const GameChoices *chosen);
    /* Whether pos may be played under the selected choices (Wall Go: the position string's
     * rule set is the one chosen); false with the reason, a clause naming both. NULL: any. */
    bool (*fits_choices)(const void *pos, const GameChoices *chosen, char *error, size_t size);
    bool (*parse)(void *pos, const char *text, char *error, size_t error_size);
    void (*format)(const void *pos, char *text, size_t size);
    /* Text to move. May return a move that is not legal here; callers check with
     * game_parse_legal_move. NULL: a move is recognised by its canonical text only. */
    bool (*parse_move)(const void *pos, const char *text, Move *move);
    void (*format_move)(const void *pos, Move move, char text[MAX_MOVE_TEXT]);
    void (*print_board)(const void *pos, StrBuf *out);
    /* Why text, which is not a legal move here, is refused, as one lower-case clause for a
     * person ("it crosses the wall at e7v"). Called only for refused moves, never by the
     * search: speed does not matter, legality is still decided by generate and play. False:
     * the game has nothing to say about text (game_illegal_reason falls back to a general
     * reason). NULL: the game gives no reasons. */
    bool (*illegal_reason)(const void *pos, const char *text, char *reason, size_t size);

    /* Rules */
    int (*generate)(const void *pos, Move *moves, GenKind kind);
    bool (*play)(const void *pos, Move move, void *next); /* false: move leaves us illegal */
    void (*status)(const void *pos, GameStatus *status);  /* ignores history-based draws */
    /* Decided by the play itself (goal reached, king captured, territory settled), seen
     * without generating moves. Perft stops here. NULL: only no_move_result decides. */
    Result (*quick_result)(const void *pos);
    /* A draw rule that ends the game although play could go on (bare kings, fortress).
     * Applied by status and the search, ignored by perft. NULL: the game has none. */
    bool (*rule_draw)(const void *pos);
    Result (*no_move_result)(const void *pos); /* the result when no legal move exists */
    bool (*in_check)(const void *pos);         /* NULL: the game has no check */
    bool (*is_noisy)(const void *pos, Move move);
    int (*noisy_gain)(const void *pos, Move move); /* ordering estimate for noisy moves */
    /* Static exchange: does the move win at least threshold? NULL: always assumed true. */
    bool (*see_at_least)(const void *pos, Move move, int threshold);
    int (*move_index)(const void *pos, Move move); /* 0 .. move_index_count-1 */
    /* Ordering bonus of a quiet move, added to its history score (which stays within
     * +-16384). NULL: quiet moves are ordered by history alone. */
    int (*quiet_order)(const void *pos, Move move);
    /* The four answers above for many moves in one pass, for games with thousands of moves
     * a node whose answers share work (Wall Go: one region split per wall, not per turn).
     * NULL: the search asks the per-move functions. */
    void (*describe_moves)(const void *pos, const Move *moves, int count, MoveFacts *facts);
    uint64_t (*key_from_scratch)(const void *pos);
    /* Keys of parts of the position the evaluation misjudges alike wherever they occur
     * (chess: the pawn structure, each side's other pieces), at most GAME_CORRECTION_KEYS,
     * always as many in the same order; returns how many. The search learns, per key, how
     * far its searches found the static evaluation off, and corrects the evaluation by the
     * sum (search/correction.h). NULL: no correction history. */
    int (*correction_keys)(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]);
    bool (*null_move_allowed)(const void *pos); /* NULL: never */
    void (*play_null)(const void *pos, void *next);
    /* Games of more than two players: passes the turn on in pos to the next player who can
     * act, as if the player to move had moved without changing the board, for best-reply
     * search (search/node.c). False, pos unchanged, where no pass is possible (the game is
     * over, or a phase whose order a pass would break). NULL: never. */
    bool (*pass_turn)(void *pos);

    /* Evaluation */
    Score (*evaluate)(const void *pos); /* from the side to move's point of view */
    /* The evaluation reads PosHeader.rule50, which the key leaves out: the search's cache
     * of evaluations then keys by it too. */
    bool eval_reads_rule50;
    /* Games of more than two players: the score and the decided result for one player
     * against all the others (the search plays the root player against a coalition).
     * NULL for two-player games. */
    Score (*evaluate_player)(const void *pos, int player);
    Result (*result_for)(const void *pos, int player);
    /* The deliberately simple evaluation strength tests play against (option Evaluation =
     * baseline), and its multi-player form. NULL: the game has none. */
    Score (*baseline_evaluate)(const void *pos);
    Score (*baseline_evaluate_player)(const void *pos, int player);
    void (*eval_trace)(const void *pos, StrBuf *out);
    /* Tuning (src/eval_features.h): the evaluation's weights, and how many times each counts
     * in pos for player (all players' results are labels). False: pos has no such evaluation
     * (a decided position); the tuner leaves it out and counts it. NULL: not tunable. */
    const EvalWeights *eval_weights;
    bool (*eval_features)(const void *pos, int player, EvalFeatures *features);
    /* The weights the evaluation plays with when more than two players sit down, if they are
     * a set of their own (fitted on multi-player games). NULL: eval_weights serve every
     * number of players. */
    const EvalWeights *multi_eval_weights;
    /* The weights the evaluation plays with for this many players under the selected choices
     * (Game.choices), when rules the choices pick have a set of their own (Wall Go's show
     * rules). NULL: eval_weights and multi_eval_weights, whatever the choices. */
    const EvalWeights *(*eval_weights_of)(int players, const GameChoices *chosen);
    /* Network evaluation (src/net.h), two-player games only: the inputs active in pos as
     * player sees it (at most NET_MAX_ACTIVE, each below net->inputs), and the weights. The
     * search plays with the network when the Evaluation option is `network`, or `full` and
     * net_by_default is set (the network has shown in a match that it is the stronger
     * evaluation). NULL: the game has no network. */
    int (*net_inputs)(const void *pos, int player, uint16_t *inputs);
    const NetWeights *net;
    bool net_by_default;
    /* The position reflected left to right (file a becomes the last file), written to out,
     * when the rules are the same for it (chess: no castling right left); false otherwise.
     * The network trainer's --mirror adds these images to its data. NULL: no such symmetry. */
    bool (*mirror)(const void *pos, void *out);
} Game;

/* Helpers every caller of the interface needs (game.c). */
/* The start position under chosen (NULL: every choice at its default). */
const char *game_start_position(const Game *game, int players, const GameChoices *chosen);
/* Parses text into pos and checks it fits chosen (NULL: the defaults); false with the reason. */
bool game_parse_chosen(const Game *game, void *pos, const char *text, const GameChoices *chosen,
                       char *error, size_t size);
/* The index of value among the choice's values (any case), or -1. */
int game_choice_value(const GameChoice *choice, const char *value);
int game_legal_moves(const Game *game, const void *pos, Move *moves);
bool game_parse_legal_move(const Game *game, const void *pos, const char *text, Move *move);
bool game_has_legal_move(const Game *game, const void *pos);
/* Why text is not a legal move in pos (a position whose game goes on), in reason: the game's
 * own explanation (Game.illegal_reason) or a general one. Call it only for text that
 * game_parse_legal_move refused. False when text is not a move in the game's notation at
 * all (the reason then says so). */
enum { MOVE_REASON_BYTES = 160 }; /* room for any reason game_illegal_reason gives */
bool game_illegal_reason(const Game *game, const void *pos, const char *text, char *reason,
                         size_t size);
/* The name of the bundled book game plays under chosen (NULL: every choice at its default)
 * at full strength or not (Game.bundled_book): books/<name>.bin. */
const char *game_bundled_book(const Game *game, const GameChoices *chosen, bool full_strength);
/* The weights game's evaluation uses with this many players under chosen (NULL: every choice
 * at its default); NULL: not tunable. */
const EvalWeights *game_eval_weights(const Game *game, int players, const GameChoices *chosen);
/* The network's score of pos from the side to move's view (game->net must be set). */
Score game_net_evaluate(const Game *game, const void *pos);
/* The same from the network's output for pos (net_output, however its hidden values were
 * found): the game's evaluation added for a residual network, kept inside the mate scores. */
Score game_net_score(const Game *game, const void *pos, int net_output);

#endif
