/*
 * tty.c - one run of the engine on a pseudo-terminal (tty.h): posix_openpt for the pair,
 * the child a session leader with the terminal as its stdout and stderr, the parent reading
 * the master side until the child has closed it (EIO), under a deadline after which the
 * child is killed. Always reaps the child and closes every descriptor.
 */
#define _GNU_SOURCE
#include "tty.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "src/monotonic.h"

/* Runs in the child: the terminal as stdout and stderr, the pipe as stdin, then exec. */
static void exec_on_terminal(const char *terminal, int input, char *const argv[]) {
    setsid();
    int slave = open(terminal, O_RDWR);
    if (slave < 0)
        _exit(126);
    struct termios mode;
    if (tcgetattr(slave, &mode) == 0) {
        mode.c_oflag &= ~(tcflag_t)OPOST; /* "\n" stays "\n" */
        tcsetattr(slave, TCSANOW, &mode);
    }
    dup2(input, STDIN_FILENO);
    dup2(slave, STDOUT_FILENO);
    dup2(slave, STDERR_FILENO);
    execv(argv[0], argv);
    _exit(127);
}

/* Appends what the master side has until the child closes it or the deadline passes; true
 * when the output ended. */
static bool read_all(int master, long long deadline, char **text, size_t *length) {
    size_t capacity = 4096;
    *text = malloc(capacity);
    *length = 0;
    for (;;) {
        long long left = deadline - monotonic_ms();
        struct pollfd wait = {.fd = master, .events = POLLIN};
        if (left <= 0 || poll(&wait, 1, (int)left) == 0)
            return false;
        if (*length + 4096 + 1 > capacity)
            *text = realloc(*text, capacity *= 2);
        ssize_t got = read(master, *text + *length, 4096);
        if (got > 0)
            *length += (size_t)got;
        else if (got == 0 || errno == EIO)
            return true;
        else if (errno != EINTR && errno != EAGAIN)
            return false;
    }
}

static char **engine_argv(const char *const args[]) {
    size_t count = 0;
    while (args[count])
        count++;
    char **argv = calloc(count + 2, sizeof *argv);
    const char *path = getenv("TESSERA_BIN");
    argv[0] = (char *)(path && *path ? path : "./tessera");
    for (size_t i = 0; i < count; i++)
        argv[i + 1] = (char *)args[i];
    return argv;
}

char *tty_run(const char *const args[], const char *script, int timeout_ms, bool *no_terminal,
              char *error, size_t error_size) {
    *no_terminal = false;
    signal(SIGPIPE, SIG_IGN); /* an engine that died early must not kill the test */
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC), input[2];
    if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0 || !ptsname(master) ||
        pipe2(input, O_CLOEXEC) != 0) {
        snprintf(error, error_size, "no pseudo-terminal: %s", strerror(errno));
        *no_terminal = true;
        if (master >= 0)
            close(master);
        return NULL;
    }
    char terminal[128], **argv = engine_argv(args);
    snprintf(terminal, sizeof terminal, "%s", ptsname(master));
    pid_t child = fork();
    if (child == 0)
        exec_on_terminal(terminal, input[0], argv);
    free(argv);
    close(input[0]);
    ssize_t written = write(input[1], script, strlen(script)); /* a short script fits the pipe */
    close(input[1]);
    char *text = NULL;
    size_t length = 0;
    bool ended = child > 0 && written == (ssize_t)strlen(script) &&
                 read_all(master, monotonic_ms() + timeout_ms, &text, &length);
    close(master);
    int status = 0;
    if (child > 0) {
        if (!ended)
            kill(child, SIGKILL);
        waitpid(child, &status, 0);
    }
    if (!ended || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        snprintf(error, error_size, "the engine %s (status %d)",
                 ended ? "failed" : "did not finish", status);
        free(text);
        return NULL;
    }
    text[length] = '\0';
    return text;
}
