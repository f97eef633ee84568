/* The project's C reference for every War-family game: the speed yardstick `npm run bench` compares the engine with, one
   game per row, in the same run. It extends the minimal two-player reference (../shared/bench/war-ref.c) to n seats,
   every war size (by-rank too), the three out-of-cards rules, dropping out, the objectives, every pickup order, Brent's
   cycle detection and Tod und Leben, and it plays exactly the engine's games: the same random stream (sfc32 seeded by
   splitmix32), the same seed per game, the same deal, the same rules (docs/rules.md), so its totals must equal the
   engine's to the last trick. The deck comes in as data: each piece's strength, and each strength's Război war size.

   usage: war-family GAMES SEED key=value...
     players=N  str=S0,S1,...  ws=W0,W1,... (war size by strength)  joker=J (strength of jokers, -1 none)
     fd=F (face-down pieces per war step, -1 by rank)  out=lose|last-card-up|fewest
     pickup=shuffled|winner-first|in-order|naturelle  objective=win-all|avoid-all|first-out-loses
     russian=0|1 low=L top=T (the lowest rank beats the top rank)  cap=MAXTRICKS  tod=ROUNDS (0: War)  apart=0|1
   prints: games= tricks= turns= finished= draws= cycles= capped= wins=w1,w2,...  (turns over finished games) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXP 1024
#define MAXN 6
enum { LOSE, LAST_CARD_UP, FEWEST };
enum { SHUFFLED, WINNER_FIRST, IN_ORDER, NATURELLE };
enum { WIN_ALL, AVOID_ALL, FIRST_OUT_LOSES };
enum { GOING, DECIDED, ENDED };

static uint32_t R[4];
static inline uint32_t rnd(void) {
  uint32_t a = R[0], b = R[1], c = R[2], d = R[3], t = a + b + d;
  R[3] = d + 1; R[0] = b ^ (b >> 9); R[1] = c + (c << 3); R[2] = ((c << 21) | (c >> 11)) + t;
  return t;
}
static inline uint32_t below(uint32_t n) { return (uint32_t)(((uint64_t)rnd() * n) >> 32); }
static void seed_rng(uint32_t x) {
  for (int w = 0; w < 4; w++) {
    x += 0x9e3779b9u; uint32_t z = x;
    z = (z ^ (z >> 16)) * 0x21f0aaadu; z = (z ^ (z >> 15)) * 0x735a2d97u; R[w] = z ^ (z >> 15);
  }
  for (int i = 0; i < 12; i++) rnd();
}
static uint32_t game_seed(uint32_t seed, uint32_t index) {
  uint32_t z = (seed ^ 0x632be5abu) * 0x9e3779b1u + index;
  z = (z ^ (z >> 16)) * 0x85ebca6bu; z = (z ^ (z >> 13)) * 0xc2b2ae35u; return z ^ (z >> 16);
}

/* The deck and the rules. */
static int P, N, STR[MAXP], WS[64], JOKER = -1, FD = 1, OUT = LOSE, PICKUP = SHUFFLED, OBJ = WIN_ALL, RUSSIAN, LOW, TOP;
static long CAPT = 100000; static int TOD, APART, TRACK;

/* The table: rings of strengths, the trick, the game's counters. */
static int MASK; static uint16_t Q[MAXN][MAXP]; static int H[MAXN], L[MAXN], OUTS[MAXN], FACE[MAXN];
static int TP[MAXP], TS[MAXP], TD[MAXP], TU[MAXP], TLEN, POT[MAXP], TIED[MAXN], NTIED;
static long tricks, turns; static int depth, result_draw, result_reason, winners[MAXN], nwinners, won[MAXN], score[MAXN];
enum { R_NONE, R_FINISHED, R_CYCLE, R_CAP };
/* Brent's method on a rolling hash of the stacks, confirmed by comparing them. */
static uint32_t HV[64], PW[MAXP + 1], HS[MAXN], saved_hash; static uint16_t SAVED[MAXP]; static int SAVEDLEN[MAXN]; static long lam, power;
#define BASE 0x01000193u

static inline int pop(int s) {
  int p = Q[s][H[s]]; H[s] = (H[s] + 1) & MASK; L[s]--;
  if (TRACK) HS[s] -= HV[p] * PW[L[s]];
  return p;
}
static inline void push(int s, int p) {
  Q[s][(H[s] + L[s]++) & MASK] = (uint16_t)p;
  if (TRACK) HS[s] = HS[s] * BASE + HV[p];
}
static inline void lay(int s, int p, int up, int d) { TP[TLEN] = p; TS[TLEN] = s; TD[TLEN] = d; TU[TLEN] = up; TLEN++; }
static int active(void) { int c = 0; for (int s = 0; s < N; s++) c += !OUTS[s]; return c; }
static uint32_t position_hash(void) {
  uint32_t h = 0x2545f491u; for (int s = 0; s < N; s++) h = ((h ^ HS[s]) * 0x85ebca6bu) ^ (uint32_t)L[s]; return h;
}
static void save_position(void) {
  int o = 0; for (int s = 0; s < N; s++) { SAVEDLEN[s] = L[s]; for (int i = 0; i < L[s]; i++) SAVED[o++] = Q[s][(H[s] + i) & MASK]; }
  saved_hash = position_hash();
}
static int same_position(void) {
  int o = 0;
  for (int s = 0; s < N; s++) {
    if (SAVEDLEN[s] != L[s]) return 0;
    for (int i = 0; i < L[s]; i++) if (SAVED[o++] != Q[s][(H[s] + i) & MASK]) return 0;
  }
  return 1;
}
static void finish(int reason, int draw) { result_reason = reason; result_draw = draw; }

static void shuffle(int *a, int n) { for (int i = n - 1; i > 0; i--) { int j = (int)below((uint32_t)i + 1), t = a[i]; a[i] = a[j]; a[j] = t; } }
static void deal(void) {
  int ids[MAXP], per = P / N;
  for (int s = 0; s < N; s++) { H[s] = 0; L[s] = 0; HS[s] = 0; }
  for (int i = 0; i < P; i++) ids[i] = i;
  if (!APART) {
    shuffle(ids, P);
    for (int i = 0; i < per * N; i++) push(i % N, STR[ids[i]]);
    return;
  }
  int jokers[MAXP], nj = 0, rest[MAXP], nr = 0, order[MAXN], jseat[MAXP], quota[MAXN], st[MAXN][MAXP], sl[MAXN];
  for (int i = 0; i < P; i++) { if (STR[i] == JOKER) jokers[nj++] = i; else rest[nr++] = i; }
  shuffle(rest, nr);
  for (int s = 0; s < N; s++) { order[s] = s; sl[s] = 0; }
  shuffle(order, N);
  for (int s = 0; s < N; s++) quota[s] = per;
  for (int j = 0; j < nj; j++) { jseat[j] = order[j % N]; quota[jseat[j]]--; }
  int next = 0;
  for (int r = 0; r < per; r++) for (int s = 0; s < N; s++) if (sl[s] < quota[s]) st[s][sl[s]++] = rest[next++];
  for (int j = 0; j < nj; j++) {
    int s = jseat[j], at = (int)below((uint32_t)sl[s] + 1);
    memmove(&st[s][at + 1], &st[s][at], sizeof(int) * (size_t)(sl[s] - at)); st[s][at] = jokers[j]; sl[s]++;
  }
  for (int s = 0; s < N; s++) for (int i = 0; i < sl[s]; i++) push(s, STR[st[s][i]]);
}

/* The seats tied for the best face-up piece (the Russian exception included); returns how many. */
static int judge(void) {
  int max = -1, lowseen = 0;
  for (int s = 0; s < N; s++) if (!OUTS[s]) { int v = FACE[s]; if (v > max) max = v; if (v == LOW) lowseen = 1; }
  int target = RUSSIAN && max == TOP && lowseen ? LOW : max;
  NTIED = 0;
  for (int s = 0; s < N; s++) if (!OUTS[s] && FACE[s] == target) TIED[NTIED++] = s;
  return NTIED;
}
static void set_winners_all_but(int holder) { nwinners = 0; for (int s = 0; s < N; s++) if (s != holder) winners[nwinners++] = s; }
static void set_winners_active(void) { nwinners = 0; for (int s = 0; s < N; s++) if (!OUTS[s]) winners[nwinners++] = s; }

/* Seats drop out together; returns ENDED when that ended the game. */
static int drop_out(const int *group, int g) {
  for (int i = 0; i < g; i++) OUTS[group[i]] = 1;
  if (OBJ == FIRST_OUT_LOSES) {
    if (active() == 0) { nwinners = 0; finish(R_FINISHED, 1); } else { set_winners_active(); finish(R_FINISHED, 0); }
    return ENDED;
  }
  if (active() == 0) { nwinners = 0; finish(R_FINISHED, 1); return ENDED; }
  return GOING;
}
/* Short seats run out, fewest pieces first, equal counts together; returns ENDED, DECIDED (the last seat standing takes
   the trick, its seat in *winner) or GOING. */
static int run_out(int *shortv, int ns, int *winner) {
  for (int i = 1; i < ns; i++) for (int j = i; j > 0 && (L[shortv[j]] < L[shortv[j - 1]] || (L[shortv[j]] == L[shortv[j - 1]] && shortv[j] < shortv[j - 1])); j--) { int t = shortv[j]; shortv[j] = shortv[j - 1]; shortv[j - 1] = t; }
  int i = 0;
  while (i < ns) {
    int count = L[shortv[i]], g = 0, group[MAXN];
    while (i < ns && L[shortv[i]] == count) group[g++] = shortv[i++];
    if (active() == 1) break;
    for (int k = 0; k < g; k++) while (L[group[k]] > 0) lay(group[k], pop(group[k]), 0, depth);
    if (drop_out(group, g) == ENDED) return ENDED;
  }
  if (active() == 1) { for (int s = 0; s < N; s++) if (!OUTS[s]) *winner = s; return DECIDED; }
  return GOING;
}
static void war_step(int size) {
  depth++; turns++;
  for (int s = 0; s < N; s++) {
    if (OUTS[s] || L[s] == 0) continue;
    int down = size - 1 < L[s] - 1 ? size - 1 : L[s] - 1;
    for (int k = 0; k < down; k++) lay(s, pop(s), 0, depth);
    int p = pop(s); lay(s, p, 1, depth); FACE[s] = p;
  }
}
/* Lays one turn's face-up pieces (table indexes) lower first, equal ones in seat order (naturelle). */
static void lay_turn(int *turn, int nt, int *laid, int *l) {
  int max = -1, low = 0;
  for (int i = 0; i < nt; i++) { int v = TP[turn[i]]; if (v > max) max = v; if (v == LOW) low = 1; }
  int lowhigh = RUSSIAN && max == TOP && low;
  for (int i = 1; i < nt; i++) for (int j = i; j > 0; j--) {
    int a = turn[j - 1], b = turn[j];
    double ra = lowhigh && TP[a] == LOW ? TOP + 0.5 : TP[a], rb = lowhigh && TP[b] == LOW ? TOP + 0.5 : TP[b];
    if (ra > rb || (ra == rb && TS[a] > TS[b])) { turn[j - 1] = b; turn[j] = a; } else break;
  }
  for (int i = 0; i < nt; i++) laid[(*l)++] = TP[turn[i]];
}
static int order_pot(int winner) {
  int n = TLEN;
  if (PICKUP == SHUFFLED) { for (int i = 0; i < n; i++) POT[i] = TP[i]; for (int i = n - 1; i > 0; i--) { int j = (int)below((uint32_t)i + 1), t = POT[i]; POT[i] = POT[j]; POT[j] = t; } }
  else if (PICKUP == IN_ORDER) { for (int i = 0; i < n; i++) POT[i] = TP[i]; }
  else if (PICKUP == WINNER_FIRST) {
    /* A stable counting sort by (depth, turn from the winner). */
    static int start[(MAXP + 1) * MAXN + 1];
    int keys = (depth + 1) * N;
    memset(start, 0, sizeof(int) * (size_t)(keys + 1));
    for (int i = 0; i < n; i++) start[TD[i] * N + (TS[i] - winner + N) % N + 1]++;
    for (int k = 0; k < keys; k++) start[k + 1] += start[k];
    for (int i = 0; i < n; i++) POT[start[TD[i] * N + (TS[i] - winner + N) % N]++] = TP[i];
  } else {
    int laid[MAXP], l = 0, turn[MAXN * 2], nt = 0, shown = 0, d = -1;
    for (int i = 0; i < n; i++) {
      if (TD[i] != d) { lay_turn(turn, nt, laid, &l); nt = 0; shown = 0; d = TD[i]; }
      if (TU[i]) { turn[nt++] = i; shown |= 1 << TS[i]; }
      else { if (shown & (1 << TS[i])) { lay_turn(turn, nt, laid, &l); nt = 0; shown = 0; } laid[l++] = TP[i]; }
    }
    lay_turn(turn, nt, laid, &l);
    for (int i = 0; i < n; i++) POT[i] = laid[n - 1 - i];
  }
  return n;
}
/* After a pickup: empties drop out, the objective, the cycle watch, the cap. Returns ENDED or GOING. */
static int settle(void) {
  int empty[MAXN], ne = 0;
  for (int s = 0; s < N; s++) if (!OUTS[s] && L[s] == 0) empty[ne++] = s;
  if (ne && drop_out(empty, ne) == ENDED) return ENDED;
  if (active() == 1) {
    int holder = 0; for (int s = 0; s < N; s++) if (!OUTS[s]) holder = s;
    if (OBJ == AVOID_ALL) set_winners_all_but(holder); else { nwinners = 1; winners[0] = holder; }
    finish(R_FINISHED, 0); return ENDED;
  }
  if (TRACK) {
    lam++;
    if (position_hash() == saved_hash && same_position()) { finish(R_CYCLE, 1); return ENDED; }
    if (lam == power) { save_position(); power *= 2; lam = 0; }
  }
  if (tricks >= CAPT) { finish(R_CAP, 1); return ENDED; }
  return GOING;
}
static int battle(void) {
  tricks++; turns++; depth = 0; TLEN = 0;
  for (int s = 0; s < N; s++) { if (OUTS[s]) continue; int p = pop(s); lay(s, p, 1, 0); FACE[s] = p; }
  return judge();
}
/* One War trick; returns ENDED or GOING. Two seats: a plain battle goes straight to the winner (as in war-ref.c). */
static int war_trick(void) {
  int winner = -1;
  if (N == 2) {
    int x = pop(0), y = pop(1);
    tricks++; turns++;
    int cmp = x - y;
    if (RUSSIAN) { if (x == TOP && y == LOW) cmp = -1; else if (y == TOP && x == LOW) cmp = 1; }
    if (cmp) {
      int w = cmp > 0 ? 0 : 1, first = x, second = y;
      if (PICKUP == SHUFFLED) { if (rnd() < 0x80000000u) { first = y; second = x; } }
      else if (PICKUP != IN_ORDER && w == 1) { first = y; second = x; }
      push(w, first); push(w, second);
      if (L[1 - w] == 0 || TRACK || tricks >= CAPT) return settle();
      return GOING;
    }
    depth = 0; TLEN = 0;
    lay(0, x, 1, 0); lay(1, y, 1, 0); FACE[0] = x; FACE[1] = y;
    NTIED = 2; TIED[0] = 0; TIED[1] = 1;
  } else if (battle() == 1) winner = TIED[0];
  while (winner < 0) {
    int size = 1;
    if (FD >= 0) size = FD + 1;
    else for (int i = 0; i < NTIED; i++) if (WS[FACE[TIED[i]]] > size) size = WS[FACE[TIED[i]]];
    if (OUT == LOSE) {
      int sv[MAXN], ns = 0; for (int s = 0; s < N; s++) if (!OUTS[s] && L[s] < size) sv[ns++] = s;
      if (ns) { int r = run_out(sv, ns, &winner); if (r == ENDED) return ENDED; if (r == DECIDED) break; }
    } else if (OUT == FEWEST) {
      int sv[MAXN], ns = 0; for (int s = 0; s < N; s++) if (!OUTS[s] && L[s] == 0) sv[ns++] = s;
      if (ns) { int r = run_out(sv, ns, &winner); if (r == ENDED) return ENDED; if (r == DECIDED) break; }
      for (int s = 0; s < N; s++) if (!OUTS[s] && L[s] < size) size = L[s];
    } else {
      int any = 0; for (int s = 0; s < N; s++) if (!OUTS[s] && L[s] > 0) any = 1;
      if (!any) { nwinners = 0; finish(R_FINISHED, 1); return ENDED; }
      /* 3+ players: every tied seat on its last piece cannot break the tie; they drop out, the rest decide. */
      int empty = 1; for (int i = 0; i < NTIED; i++) if (L[TIED[i]] > 0) empty = 0;
      if (empty) {
        int group[MAXN], g = NTIED; for (int i = 0; i < g; i++) group[i] = TIED[i];
        if (drop_out(group, g) == ENDED) return ENDED;
        if (judge() == 1) winner = TIED[0];
        continue;
      }
    }
    war_step(size);
    if (judge() == 1) winner = TIED[0];
  }
  int n = order_pot(winner);
  for (int i = 0; i < n; i++) push(winner, POT[i]);
  return settle();
}
static int end_round(void) {
  int most = -1, leaders = 0, w = -1;
  for (int s = 0; s < N; s++) if (won[s] > most) most = won[s];
  for (int s = 0; s < N; s++) if (won[s] == most) { leaders++; w = s; }
  if (leaders == 1) score[w]++;
  return leaders;
}
/* One Tod und Leben trick; returns ENDED or GOING (a new round is dealt here). */
static int tod_trick(int *round) {
  int winner = -1, split = 0;
  if (battle() == 1) winner = TIED[0];
  while (winner < 0) {
    int empty = 1; for (int s = 0; s < N; s++) if (L[s] > 0) empty = 0;
    if (empty) { split = 1; break; }
    war_step(1);
    if (judge() == 1) winner = TIED[0];
  }
  if (split) for (int i = 0; i < TLEN; i++) won[TS[i]]++;
  else won[winner] += TLEN;
  int empty = 1; for (int s = 0; s < N; s++) if (L[s] > 0) empty = 0;
  if (empty) {
    end_round();
    if (*round >= TOD) {
      int best = -1, top = 0, w = 0; for (int s = 0; s < N; s++) if (score[s] > best) best = score[s];
      for (int s = 0; s < N; s++) if (score[s] == best) { top++; w = s; }
      if (top == 1) { nwinners = 1; winners[0] = w; finish(R_FINISHED, 0); } else { nwinners = 0; finish(R_FINISHED, 1); }
      return ENDED;
    }
    if (tricks >= CAPT) { finish(R_CAP, 1); return ENDED; }
    (*round)++;
    for (int s = 0; s < N; s++) won[s] = 0;
    deal();
    return GOING;
  }
  if (tricks >= CAPT) { finish(R_CAP, 1); return ENDED; }
  return GOING;
}

static int parse_list(const char *s, int *out) { int n = 0; while (*s) { out[n++] = (int)strtol(s, (char **)&s, 10); if (*s == ',') s++; } return n; }

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: war-family GAMES SEED key=value...\n"); return 2; }
  long games = atol(argv[1]); uint32_t seed = (uint32_t)strtoul(argv[2], 0, 10); N = 2;
  for (int i = 3; i < argc; i++) {
    char *k = argv[i], *v = strchr(k, '='); if (!v) continue; *v++ = 0;
    if (!strcmp(k, "players")) N = atoi(v);
    else if (!strcmp(k, "str")) P = parse_list(v, STR);
    else if (!strcmp(k, "ws")) parse_list(v, WS);
    else if (!strcmp(k, "joker")) JOKER = atoi(v);
    else if (!strcmp(k, "fd")) FD = atoi(v);
    else if (!strcmp(k, "out")) OUT = !strcmp(v, "lose") ? LOSE : !strcmp(v, "fewest") ? FEWEST : LAST_CARD_UP;
    else if (!strcmp(k, "pickup")) PICKUP = !strcmp(v, "shuffled") ? SHUFFLED : !strcmp(v, "winner-first") ? WINNER_FIRST : !strcmp(v, "in-order") ? IN_ORDER : NATURELLE;
    else if (!strcmp(k, "objective")) OBJ = !strcmp(v, "win-all") ? WIN_ALL : !strcmp(v, "avoid-all") ? AVOID_ALL : FIRST_OUT_LOSES;
    else if (!strcmp(k, "russian")) RUSSIAN = atoi(v);
    else if (!strcmp(k, "low")) LOW = atoi(v);
    else if (!strcmp(k, "top")) TOP = atoi(v);
    else if (!strcmp(k, "cap")) CAPT = atol(v);
    else if (!strcmp(k, "tod")) TOD = atoi(v);
    else if (!strcmp(k, "apart")) APART = atoi(v);
  }
  if (P <= 0 || P > MAXP || N < 2 || N > MAXN) { fprintf(stderr, "war-family: bad deck or players\n"); return 2; }
  int cap = 1; while (cap < P) cap <<= 1; MASK = cap - 1;
  TRACK = !TOD && PICKUP != SHUFFLED;
  for (int v = 0; v < 64; v++) HV[v] = ((uint32_t)(v + 1) * 0x9e3779b1u) ^ 0x5bd1e995u;
  PW[0] = 1; for (int i = 1; i <= MAXP; i++) PW[i] = PW[i - 1] * BASE;
  long long all_tricks = 0, fin_turns = 0; long finished = 0, draws = 0, cycles = 0, capped = 0, wins[MAXN] = {0};
  for (long g = 0; g < games; g++) {
    seed_rng(game_seed(seed, (uint32_t)g));
    for (int s = 0; s < N; s++) { OUTS[s] = 0; won[s] = 0; score[s] = 0; }
    tricks = 0; turns = 0; result_reason = R_NONE; lam = 0; power = 32; /* as the engine's FIRST_WATCH */
    deal();
    if (TRACK) save_position();
    int round = 1;
    while ((TOD ? tod_trick(&round) : war_trick()) == GOING) {}
    all_tricks += tricks;
    if (result_reason == R_CAP) capped++;
    else if (result_reason == R_CYCLE) cycles++;
    else { finished++; fin_turns += turns; if (result_draw) draws++; for (int i = 0; i < nwinners; i++) wins[winners[i]]++; }
  }
  printf("games=%ld tricks=%lld turns=%lld finished=%ld draws=%ld cycles=%ld capped=%ld wins=", games, all_tricks, fin_turns, finished, draws, cycles, capped);
  for (int s = 0; s < N; s++) printf(s ? ",%ld" : "%ld", wins[s]);
  printf("\n");
  return 0;
}
