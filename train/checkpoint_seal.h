/*
 * checkpoint_seal.h - what the tuner's and the network trainer's checkpoints share to be
 * refused when they are damaged or belong to other data: a checksum over their payload, a
 * check that every number is finite, and the identity of the data file they were made from.
 *
 * A data file's identity is the text `data=<file name> size=<bytes> fnv1a=<16 hex digits>`,
 * the hash over the file's bytes. A checkpoint records it when written and a resumed run
 * must name a data file with the same identity (a copy elsewhere passes; an edited, cut or
 * swapped file does not).
 */
#ifndef TESSERA_TRAIN_CHECKPOINT_SEAL_H
#define TESSERA_TRAIN_CHECKPOINT_SEAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { CHECKPOINT_DATA_TEXT = 320 }; /* room for a data identity's text */

/* The identity of the data file at path into text. False with the reason in error. */
bool checkpoint_data_identity(const char *path, char *text, size_t size, char *error,
                              size_t error_size);

/* False, with "checkpoint <path> was made from <recorded>, not from this run's data
 * <current>" in error, when the two identities differ. */
bool checkpoint_same_data(const char *checkpoint_path, const char *recorded, const char *current,
                          char *error, size_t error_size);

/* The checksum of a checkpoint's payload. */
uint64_t checkpoint_checksum(const void *bytes, size_t size);

/* False, with "checkpoint <path>: a value of <what> is not finite (nan, at <index>):
 * refused" in error, when one of values is NaN or infinite. */
bool checkpoint_values_finite(const char *checkpoint_path, const char *what, const double *values,
                              size_t count, char *error, size_t error_size);

/* False, with "the loss <when> is not finite (nan): ...; nothing written" in error, when
 * loss or one of the count params is NaN or infinite: a training run stops there, before it
 * writes a checkpoint or its output. */
bool checkpoint_loss_finite(double loss, const double *params, size_t count, const char *when,
                            char *error, size_t error_size);

#endif
