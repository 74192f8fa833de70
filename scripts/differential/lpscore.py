#!/usr/bin/env python3
"""lpscore: scores a solver's final answer to a constraint script against the true optimum.

Usage
  python3 scripts/differential/lpscore.py SCRIPT.cas OUTPUT [--no-lp]

OUTPUT is what `flick solve` or kiwirun.py printed for SCRIPT: `NAME VALUE` lines (a
later line overrides an earlier one) and `error LINE KIND` lines (the
UnsatisfiableConstraint lines tell the replay which adds the solver rejected). Prints one
JSON object and exits 0 when every required constraint holds, 1 when one is broken,
2 on bad input.

The script is replayed to its final state (casscript.replay): the constraints still in
the solver and the edit variables with their targets. With e = LHS - RHS:

  violation    |e| for ==, max(0, e) for <=, max(0, -e) for >=
  required     worst violation of a required constraint, absolute and relative to
               1 + sum|coef * value| + |constant|; ok when relative <= 1e-7
  objective    sum of strength * violation over the non-required constraints, plus
               strength * |value - target| over the edit variables: what a Cassowary
               solver minimises (Kiwi's strengths: strong 10^6, medium 10^3, weak 1)
  optimum      the least objective any assignment meeting the required constraints
               reaches: a linear program solved with scipy's HiGHS (each soft
               equality splits its error into two non-negative parts, each soft
               inequality gets one non-negative part)
"""

import json
import sys

import casscript

REQUIRED_TOLERANCE = 1e-7


def violation(c, values):
    """Violation of add command `c` at `values` ({name: float}) -> (absolute, scale)."""
    e = c.const
    scale = 1.0 + abs(c.const)
    for n, k in c.coefs.items():
        x = values.get(n, 0.0)
        e += k * x
        scale += abs(k * x)
    if c.rel == '==':
        return abs(e), scale
    if c.rel == '<=':
        return max(0.0, e), scale
    return max(0.0, -e), scale


def score(state, values):
    """Required-constraint check and weighted objective of `values` in `state` (a
    casscript.FinalState) -> dict(required_ok, required_max_abs, required_max_rel,
    worst (id, line, absolute) or None, objective, missing [names])."""
    names = {n for c in state.constraints.values() for n in c.coefs} | set(state.edits)
    missing = sorted(n for n in names if n not in values)
    worst, max_abs, max_rel = None, 0.0, 0.0
    objective = 0.0
    for c in state.constraints.values():
        v, scale = violation(c, values)
        if casscript.is_required(c.strength):
            max_abs = max(max_abs, v)
            if v / scale > max_rel:
                max_rel = v / scale
                worst = (c.id, c.line, v)
        else:
            objective += c.strength * v
    for var, (strength, target) in state.edits.items():
        objective += strength * abs(values.get(var, 0.0) - target)
    return {'required_ok': max_rel <= REQUIRED_TOLERANCE and not missing, 'required_max_abs': max_abs,
            'required_max_rel': max_rel, 'worst': worst, 'objective': objective, 'missing': missing}


def _program(rows, names):
    """rows: [(coefs, const, rel, weight or None)] -> arguments for scipy's linprog.
    A weighted row adds its error parts as extra non-negative columns."""
    import numpy as np
    from scipy.sparse import coo_matrix
    col = {n: j for j, n in enumerate(names)}
    ncols = len(names)
    cost = [0.0] * ncols
    eq, ub = ([], [], [], []), ([], [], [], [])   # (row indices, col indices, data, rhs)

    def put(target, entries, rhs):
        r = len(target[3])
        for j, a in entries:
            target[0].append(r)
            target[1].append(j)
            target[2].append(a)
        target[3].append(rhs)

    for coefs, const, rel, weight in rows:
        entries = [(col[n], k) for n, k in coefs.items() if k != 0.0]
        if weight is None:
            if rel == '==':
                put(eq, entries, -const)
            elif rel == '<=':
                put(ub, entries, -const)
            else:
                put(ub, [(j, -a) for j, a in entries], const)
            continue
        if rel == '==':            # e = p - n, cost w (p + n)
            p, m = ncols, ncols + 1
            ncols += 2
            cost += [weight, weight]
            put(eq, entries + [(p, -1.0), (m, 1.0)], -const)
        else:                      # e <= p (for <=) or -e <= p (for >=), cost w p
            p = ncols
            ncols += 1
            cost.append(weight)
            sign = 1.0 if rel == '<=' else -1.0
            put(ub, [(j, sign * a) for j, a in entries] + [(p, -1.0)], -sign * const)

    def matrix(t):
        if not t[3]:
            return None, None
        return coo_matrix((t[2], (t[0], t[1])), shape=(len(t[3]), ncols)).tocsr(), np.array(t[3])

    a_eq, b_eq = matrix(eq)
    a_ub, b_ub = matrix(ub)
    bounds = [(None, None)] * len(names) + [(0, None)] * (ncols - len(names))
    return dict(c=np.array(cost), A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=b_eq, bounds=bounds, method='highs')


def optimum(state):
    """The LP optimum of `state`'s objective with its required constraints hard ->
    (optimum or None, message)."""
    from scipy.optimize import linprog
    rows = []
    for c in state.constraints.values():
        rows.append((c.coefs, c.const, c.rel, None if casscript.is_required(c.strength) else c.strength))
    for var, (strength, target) in state.edits.items():
        rows.append(({var: 1.0}, -target, '==', strength))
    names = sorted({n for r in rows for n in r[0]})
    if not rows:
        return 0.0, 'empty'
    res = linprog(**_program(rows, names))
    if res.status != 0:
        return None, 'HiGHS: %s' % res.message
    return float(res.fun), 'optimal'


def feasible(constraints):
    """Whether add commands `constraints` can all hold (as hard constraints) -> True,
    False, or None when HiGHS cannot tell."""
    from scipy.optimize import linprog
    rows = [(c.coefs, c.const, c.rel, None) for c in constraints]
    names = sorted({n for r in rows for n in r[0] if r[0][n] != 0.0})
    if not names:
        return all(violation(c, {})[0] == 0.0 for c in constraints)
    res = linprog(**_program(rows, names))
    return {0: True, 2: False}.get(res.status)


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if len(args) != 2:
        print('usage: lpscore.py SCRIPT.cas OUTPUT [--no-lp]', file=sys.stderr)
        return 2
    try:
        script = casscript.Script.read(args[0])
        with open(args[1]) as f:
            text = f.read()
    except (casscript.ParseError, OSError) as e:
        print('lpscore: %s' % e, file=sys.stderr)
        return 2
    _, errors, _ = casscript.split_output(text)
    state = casscript.replay(script, [ln for ln, kind in errors if kind == 'UnsatisfiableConstraint'])
    report = score(state, casscript.read_values(text))
    if '--no-lp' not in argv:
        report['optimum'], report['lp'] = optimum(state)
    print(json.dumps(report))
    return 0 if report['required_ok'] else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
