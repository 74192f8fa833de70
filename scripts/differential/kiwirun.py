#!/usr/bin/env python3
"""kiwirun: runs a constraint script (.cas) with kiwisolver and prints what `flick solve`
prints for it, so the two outputs compare line by line.

Usage
  python3 scripts/differential/kiwirun.py FILE.cas

Output: `NAME VALUE` for each `print` (values as of the last `solve`, formatted like
Python's repr), and `error LINE KIND` for every error (KIND is kiwisolver's exception
name; the script goes on). Kiwi gives no explanation for an unsatisfiable constraint, so
there are no `# conflict:` lines.

Script IDs name constraints: `add` with an ID still in the solver is DuplicateConstraint,
`remove` of an ID not in it UnknownConstraint. An edit variable's target starts at 0, as
in Kiwi (Flick starts it at the variable's current value).

kiwisolver can abort the process, loop forever or raise an internal error on some
scripts: run this in a subprocess with a timeout. Exit status: 0 ran to the end, 2 a
malformed script, 3 kiwisolver raised an error that is not one of its documented
exceptions (the message is on stderr), anything else (a signal) kiwisolver aborted.
"""

import sys

import casscript


def run(script, kiwi, out):
    """Runs `script` (a casscript.Script) against a fresh kiwisolver Solver, writing
    output lines with `out(line)`."""
    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in script.names}
    constraints = {}
    documented = (kiwi.UnsatisfiableConstraint, kiwi.DuplicateConstraint, kiwi.UnknownConstraint,
                  kiwi.DuplicateEditVariable, kiwi.UnknownEditVariable, kiwi.BadRequiredStrength)
    for c in script.commands:
        try:
            if c.kind == 'add':
                if c.id in constraints:
                    out('error %d DuplicateConstraint' % c.line)
                    continue
                expression = kiwi.Expression([kiwi.Term(variables[n], k) for n, k in c.coefs.items()], c.const)
                constraint = kiwi.Constraint(expression, c.rel, c.strength)
                solver.addConstraint(constraint)
                constraints[c.id] = constraint
            elif c.kind == 'remove':
                if c.id not in constraints:
                    out('error %d UnknownConstraint' % c.line)
                    continue
                solver.removeConstraint(constraints.pop(c.id))
            elif c.kind == 'edit':
                solver.addEditVariable(variables[c.var], c.strength)
            elif c.kind == 'unedit':
                solver.removeEditVariable(variables[c.var])
            elif c.kind == 'suggest':
                solver.suggestValue(variables[c.var], c.value)
            elif c.kind == 'solve':
                solver.updateVariables()
            elif c.kind == 'print':
                for n in c.names:
                    out('%s %s' % (n, casscript.format_value(variables[n].value())))
        except documented as e:
            out('error %d %s' % (c.line, type(e).__name__))


def main(argv):
    if len(argv) != 2:
        print('usage: kiwirun.py FILE.cas', file=sys.stderr)
        return 2
    try:
        script = casscript.Script.read(argv[1])
    except casscript.ParseError as e:
        print('kiwirun: %s:%d: %s' % (argv[1], e.line, e.reason), file=sys.stderr)
        return 2
    except OSError as e:
        print('kiwirun: %s' % e, file=sys.stderr)
        return 2
    import kiwisolver
    lines = []
    try:
        run(script, kiwisolver, lines.append)
    except Exception as e:  # kiwisolver's internal errors (e.g. "objective is unbounded")
        sys.stdout.write(''.join(l + '\n' for l in lines))
        print('kiwirun: kiwisolver failed: %s: %s' % (type(e).__name__, e), file=sys.stderr)
        return 3
    sys.stdout.write(''.join(l + '\n' for l in lines))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
