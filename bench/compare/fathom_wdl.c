/* WDL probes per second with Fathom (Debian's libfathom), in process, for comparison with
 * `cargo bench --bench syzygy`. Reads one FEN per line; probes each position once to warm up,
 * then REPEAT times; prints probes/s and the WDL of every position (fathom's 0..4 minus 2) to
 * the file given as third argument.
 *
 *   apt-get install libfathom-dev
 *   cc -O2 bench/compare/fathom_wdl.c -lfathom -o /tmp/fathom_wdl
 *   /tmp/fathom_wdl tablebases/syzygy positions.fens values.txt
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <tbprobe.h>

#define REPEAT 20

typedef struct {
    uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
    unsigned ep;
    bool turn;
} Pos;

static int parse(const char *fen, Pos *p) {
    memset(p, 0, sizeof *p);
    int rank = 7, file = 0;
    const char *c = fen;
    for (; *c && *c != ' '; c++) {
        if (*c == '/') { rank--; file = 0; continue; }
        if (*c >= '1' && *c <= '8') { file += *c - '0'; continue; }
        uint64_t bb = 1ULL << (rank * 8 + file++);
        if (*c >= 'a') p->black |= bb; else p->white |= bb;
        switch (*c | 32) {
        case 'k': p->kings |= bb; break;
        case 'q': p->queens |= bb; break;
        case 'r': p->rooks |= bb; break;
        case 'b': p->bishops |= bb; break;
        case 'n': p->knights |= bb; break;
        case 'p': p->pawns |= bb; break;
        default: return 0;
        }
    }
    if (*c++ != ' ') return 0;
    p->turn = *c == 'w';
    c += 2;
    while (*c && *c != ' ') c++; /* castling */
    if (*c == ' ') c++;
    if (*c && *c != '-') p->ep = (c[0] - 'a') + 8 * (c[1] - '1');
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 4 || !tb_init(argv[1]) || TB_LARGEST == 0) {
        fprintf(stderr, "usage: %s TABLE_DIR FENS OUT (tables must load)\n", argv[0]);
        return 1;
    }
    FILE *in = fopen(argv[2], "r");
    if (!in) return 1;
    static Pos pos[100000];
    char line[256];
    int n = 0;
    while (n < 100000 && fgets(line, sizeof line, in))
        if (parse(line, &pos[n])) n++;
    FILE *out = fopen(argv[3], "w");
    for (int i = 0; i < n; i++) {
        Pos *p = &pos[i];
        unsigned r = tb_probe_wdl(p->white, p->black, p->kings, p->queens, p->rooks, p->bishops,
                                  p->knights, p->pawns, 0, 0, p->ep, p->turn);
        if (r == TB_RESULT_FAILED) fprintf(out, "failed\n");
        else fprintf(out, "%d\n", (int)r - 2);
    }
    fclose(out);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    unsigned long sum = 0;
    for (int k = 0; k < REPEAT; k++)
        for (int i = 0; i < n; i++) {
            Pos *p = &pos[i];
            sum += tb_probe_wdl(p->white, p->black, p->kings, p->queens, p->rooks, p->bishops,
                                p->knights, p->pawns, 0, 0, p->ep, p->turn);
        }
    clock_gettime(CLOCK_MONOTONIC, &b);
    double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
    printf("fathom tb_probe_wdl: %d positions x %d in %.3f s = %.0f probes/s (checksum %lu)\n",
           n, REPEAT, s, (double)n * REPEAT / s, sum);
    return 0;
}
