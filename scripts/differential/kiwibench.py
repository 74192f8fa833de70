#!/usr/bin/env python3
"""kiwibench: times kiwisolver on a constraint script (.cas) phase by phase, for
`flick bench --with-kiwi`, which writes its solver workloads as scripts with phase markers
and times Flick on the same problems in the same run.

Usage
  python3 scripts/differential/kiwibench.py FILE.cas

Phases are marked by comment lines `# phase: NAME OPERATIONS`; the commands after a marker,
up to the next, are that phase (`# phase: end 0` closes the last). Everything kiwisolver
needs - variables, expressions, constraint objects - is made before the clock starts, so a
phase's time is the solver calls alone plus Python's loop over them (about 0.1 us per
command). Output: one JSON line
  {"kiwisolver": VERSION, "phases": [{"name": NAME, "operations": N, "seconds": S}, ...],
   "errors": {KIND: COUNT}}
with S the phase's total seconds (time.perf_counter). Commands before the first marker and
`print` are not timed.

kiwisolver can abort the process or loop on some systems: run this in a subprocess with a
timeout. Exit status: 0 ran to the end, 2 a malformed script, 3 kiwisolver raised an error
that is not one of its documented exceptions.
"""

import json
import re
import sys
import time

import casscript

_PHASE = re.compile(r'\s*#\s*phase:\s*(\S+)\s+(\d+)\s*$')


def phases(text):
    """[(name, operations, first_line)] from the markers, in order."""
    out = []
    for number, raw in enumerate(text.split('\n'), 1):
        m = _PHASE.match(raw)
        if m:
            out.append((m.group(1), int(m.group(2)), number))
    return out


def main(argv):
    if len(argv) != 2:
        print('usage: kiwibench.py FILE.cas', file=sys.stderr)
        return 2
    try:
        with open(argv[1]) as f:
            text = f.read()
        script = casscript.Script(text)
    except casscript.ParseError as e:
        print('kiwibench: %s:%d: %s' % (argv[1], e.line, e.reason), file=sys.stderr)
        return 2
    except OSError as e:
        print('kiwibench: %s' % e, file=sys.stderr)
        return 2
    import kiwisolver as kiwi

    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in script.names}
    constraints = {}
    documented = (kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint, kiwi.UnknownConstraint,
                  kiwi.DuplicateEditVariable, kiwi.UnknownEditVariable, kiwi.BadRequiredStrength)

    # Every command as a prepared call (set-up, not timed).
    calls = []
    for c in script.commands:
        if c.kind == 'add':
            expression = kiwi.Expression([kiwi.Term(variables[n], k) for n, k in c.coefs.items()], c.const)
            constraint = kiwi.Constraint(expression, c.rel, c.strength)
            constraints[c.id] = constraint
            calls.append((c.line, solver.addConstraint, (constraint,)))
        elif c.kind == 'remove':
            calls.append((c.line, solver.removeConstraint, (constraints[c.id],)))
        elif c.kind == 'edit':
            calls.append((c.line, solver.addEditVariable, (variables[c.var], c.strength)))
        elif c.kind == 'unedit':
            calls.append((c.line, solver.removeEditVariable, (variables[c.var],)))
        elif c.kind == 'suggest':
            calls.append((c.line, solver.suggestValue, (variables[c.var], c.value)))
        elif c.kind == 'solve':
            calls.append((c.line, solver.updateVariables, ()))

    marks = phases(text)
    errors = {}
    results = []
    try:
        for k, (name, operations, start) in enumerate(marks):
            end = marks[k + 1][2] if k + 1 < len(marks) else float('inf')
            ops = [(f, a) for line, f, a in calls if start < line < end]
            t0 = time.perf_counter()
            for f, a in ops:
                try:
                    f(*a)
                except documented as e:
                    errors[type(e).__name__] = errors.get(type(e).__name__, 0) + 1
            seconds = time.perf_counter() - t0
            if name != 'end':
                results.append({'name': name, 'operations': operations, 'seconds': seconds})
    except Exception as e:  # kiwisolver's internal errors (e.g. "objective is unbounded")
        print('kiwibench: kiwisolver failed: %s: %s' % (type(e).__name__, e), file=sys.stderr)
        return 3
    print(json.dumps({'kiwisolver': kiwi.__version__, 'phases': results, 'errors': errors}))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
