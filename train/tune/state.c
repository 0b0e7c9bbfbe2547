/*
 * state.c - making and releasing a tuning run's state (state.h).
 */
#include "state.h"

#include <stdlib.h>

int tune_weights_param_count(const EvalWeights *weights) {
    return weights->tapered ? 2 * weights->count : weights->count;
}

bool tune_state_init(TuneState *state, const EvalWeights *weights) {
    int count = tune_weights_param_count(weights);
    size_t size = (size_t)(count > 0 ? count : 1);
    *state = (TuneState){.param_count = count,
                         .params = calloc(size, sizeof(double)),
                         .start = calloc(size, sizeof(double))};
    if (!state->params || !state->start || !adam_init(&state->adam, count)) {
        tune_state_free(state);
        return false;
    }
    for (int p = 0; p < count; p++)
        state->params[p] = state->start[p] = weights->values[p];
    return true;
}

void tune_state_free(TuneState *state) {
    free(state->params);
    free(state->start);
    adam_free(&state->adam);
    state->params = state->start = NULL;
}
