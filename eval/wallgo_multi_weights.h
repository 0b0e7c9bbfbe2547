/*
 * eval/wallgo_multi_weights.h - the tuned weights of WALLGO_MULTI_WEIGHT_VALUES.
 * Placeholder: the two-player values until `tessera tune` fits three-player data.
 */
/* clang-format off */
static const int WALLGO_MULTI_WEIGHT_VALUES[6] = {
    [WALLGO_CLOSED] = 100,
    [WALLGO_NEARER] = 9,
    [WALLGO_DESTINATIONS] = 49,
    [WALLGO_TRAPPED] = -414,
    [WALLGO_ONE_EXIT] = -216,
    [WALLGO_WALLS_IN_HAND] = 383,
};
/* clang-format on */
