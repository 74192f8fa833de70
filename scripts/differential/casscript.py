"""casscript: the constraint-script (.cas) format in Python, for the differential tools.

Parses a script into commands and replays the commands symbolically to the state a
solver ends in (which constraints are in, which variables are edited and toward what),
without solving anything. The grammar is the one `flick solve` reads (see
Sources/FlickSolver/Script/ConstraintScript.swift):

    add ID STRENGTH LHS OP RHS   OP: == <= >= ; STRENGTH: required|strong|medium|weak|NUMBER
    remove ID                    edit VAR STRENGTH        unedit VAR
    suggest VAR VALUE            solve                    print VAR... | print *

Expressions are terms `x`, `2*x`, `-0.5*x`, `-x` and numbers joined by separate `+`/`-`
tokens. `#` starts a comment. Variables are created on first use; `print *` names every
variable seen so far, sorted by name.

Strengths are on Kiwi's numeric scale: required = 1 001 001 000, strong = 10^6,
medium = 10^3, weak = 1; a number is clipped to 0..required, and anything at required is
required.
"""

import re

REQUIRED = 1001001000.0
STRENGTHS = {'required': REQUIRED, 'strong': 1e6, 'medium': 1e3, 'weak': 1.0}
RELATIONS = ('==', '<=', '>=')

_NUMBER = re.compile(r'[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\Z')
_NAME = re.compile(r'[A-Za-z_][A-Za-z0-9_.]*\Z')


class ParseError(Exception):
    """A malformed line: `line` (1-based) and `reason`."""

    def __init__(self, line, reason):
        super().__init__('line %d: %s' % (line, reason))
        self.line, self.reason = line, reason


class Command:
    """One command. `kind` is the command word; the other fields depend on it:

    add:     id, strength (float), coefs {name: coefficient} (merged, in order of first
             appearance), const, rel - meaning  sum(coef * var) + const  REL  0
    remove:  id
    edit:    var, strength
    unedit:  var
    suggest: var, value
    print:   names (list)
    solve:   nothing
    """

    __slots__ = ('line', 'kind', 'id', 'strength', 'coefs', 'const', 'rel', 'var', 'value', 'names')

    def __init__(self, line, kind, **fields):
        self.line, self.kind = line, kind
        for slot in self.__slots__[2:]:
            setattr(self, slot, fields.get(slot))

    def __repr__(self):
        return 'Command(%d, %s)' % (self.line, self.kind)


def is_required(strength):
    return strength >= REQUIRED


def parse_number(token):
    """The number grammar `flick solve` accepts (no inf, nan or hex) -> float or None."""
    if not _NUMBER.match(token):
        return None
    value = float(token)
    return value if value not in (float('inf'), float('-inf')) else None


def parse_strength(token, line):
    if token in STRENGTHS:
        return STRENGTHS[token]
    value = parse_number(token)
    if value is None:
        raise ParseError(line, "bad strength '%s'" % token)
    return min(max(value, 0.0), REQUIRED)


class Script:
    """A parsed script: `commands` in order and `names` (variables by first appearance)."""

    def __init__(self, text):
        self.commands = []
        self.names = []
        self._seen = set()
        for number, raw in enumerate(text.split('\n'), 1):
            tokens = raw.split('#', 1)[0].split()
            if tokens:
                self.commands.append(self._command(tokens[0], tokens[1:], number))

    @classmethod
    def read(cls, path):
        with open(path) as f:
            return cls(f.read())

    def _variable(self, name, line):
        if not _NAME.match(name):
            raise ParseError(line, "bad variable name '%s'" % name)
        if name not in self._seen:
            self._seen.add(name)
            self.names.append(name)
        return name

    def _command(self, word, args, line):
        if word == 'add':
            if len(args) < 5:
                raise ParseError(line, 'add needs ID STRENGTH LHS OP RHS')
            strength = parse_strength(args[1], line)
            body = args[2:]
            at = [i for i, t in enumerate(body) if t in RELATIONS]
            if len(at) != 1:
                raise ParseError(line, 'need exactly one of == <= >=')
            lhs, lc = self._expression(body[:at[0]], line)
            rhs, rc = self._expression(body[at[0] + 1:], line)
            coefs = {}
            for name, c in lhs:
                coefs[name] = coefs.get(name, 0.0) + c
            for name, c in rhs:
                coefs[name] = coefs.get(name, 0.0) - c
            return Command(line, 'add', id=args[0], strength=strength, coefs=coefs, const=lc - rc, rel=body[at[0]])
        if word == 'remove':
            if len(args) != 1:
                raise ParseError(line, 'remove needs ID')
            return Command(line, 'remove', id=args[0])
        if word == 'edit':
            if len(args) != 2:
                raise ParseError(line, 'edit needs VAR STRENGTH')
            var = self._variable(args[0], line)
            return Command(line, 'edit', var=var, strength=parse_strength(args[1], line))
        if word == 'unedit':
            if len(args) != 1:
                raise ParseError(line, 'unedit needs VAR')
            return Command(line, 'unedit', var=self._variable(args[0], line))
        if word == 'suggest':
            if len(args) != 2:
                raise ParseError(line, 'suggest needs VAR VALUE')
            var = self._variable(args[0], line)
            value = parse_number(args[1])
            if value is None:
                raise ParseError(line, "bad number '%s'" % args[1])
            return Command(line, 'suggest', var=var, value=value)
        if word == 'solve':
            if args:
                raise ParseError(line, 'solve takes no arguments')
            return Command(line, 'solve')
        if word == 'print':
            if args == ['*']:
                return Command(line, 'print', names=sorted(self.names))
            if not args:
                raise ParseError(line, 'print needs VAR... or *')
            return Command(line, 'print', names=[self._variable(a, line) for a in args])
        raise ParseError(line, "unknown command '%s'" % word)

    def _expression(self, tokens, line):
        """-> ([(name, coefficient)], constant)"""
        if not tokens:
            raise ParseError(line, 'empty expression')
        terms, constant = [], 0.0
        sign, expect_term = 1.0, True
        for t in tokens:
            if t in ('+', '-'):
                if expect_term:
                    sign = -sign if t == '-' else sign
                else:
                    sign, expect_term = (-1.0 if t == '-' else 1.0), True
                continue
            if not expect_term:
                raise ParseError(line, "missing +/- before '%s'" % t)
            number = parse_number(t)
            if number is not None:
                constant += sign * number
            elif '*' in t:
                c, name = t.split('*', 1)
                coefficient = parse_number(c)
                if coefficient is None or not _NAME.match(name):
                    raise ParseError(line, "bad term '%s'" % t)
                terms.append((self._variable(name, line), sign * coefficient))
            elif _NAME.match(t):
                terms.append((self._variable(t, line), sign))
            elif t[0] in '+-' and _NAME.match(t[1:]):
                terms.append((self._variable(t[1:], line), sign * (-1.0 if t[0] == '-' else 1.0)))
            else:
                raise ParseError(line, "bad term '%s'" % t)
            sign, expect_term = 1.0, False
        if expect_term:
            raise ParseError(line, 'expression ends with an operator')
        return terms, constant

    def print_sizes(self):
        """Number of output lines of each `print`, in script order."""
        return [len(c.names) for c in self.commands if c.kind == 'print']


class FinalState:
    """Where a script leaves a solver (Kiwi's semantics).

    constraints  {id: add Command} still in the solver, in the order they were added
    edits        {var: (strength, target)}; an edit's target starts at 0 (Kiwi) and
                 follows the suggests
    errors       [(line, kind)] every error the replay expects, in order
    """

    def __init__(self):
        self.constraints = {}
        self.edits = {}
        self.errors = []


def replay(script, unsatisfiable_lines=()):
    """Replays `script` symbolically. Whether an `add` is unsatisfiable needs a solver, so
    the caller passes the lines a solver rejected as UnsatisfiableConstraint; every other
    error is determined by the script (checked in Kiwi's order):

      add      DuplicateConstraint (ID in the solver)
      remove   UnknownConstraint (ID not in the solver)
      edit     DuplicateEditVariable, then BadRequiredStrength
      unedit   UnknownEditVariable
      suggest  UnknownEditVariable (not an edit variable)
    """
    unsat = set(unsatisfiable_lines)
    state = FinalState()
    for c in script.commands:
        error = None
        if c.kind == 'add':
            if c.id in state.constraints:
                error = 'DuplicateConstraint'
            elif c.line in unsat:
                error = 'UnsatisfiableConstraint'
            else:
                state.constraints[c.id] = c
        elif c.kind == 'remove':
            if c.id in state.constraints:
                del state.constraints[c.id]
            else:
                error = 'UnknownConstraint'
        elif c.kind == 'edit':
            if c.var in state.edits:
                error = 'DuplicateEditVariable'
            elif is_required(c.strength):
                error = 'BadRequiredStrength'
            else:
                state.edits[c.var] = (c.strength, 0.0)
        elif c.kind == 'unedit':
            if c.var in state.edits:
                del state.edits[c.var]
            else:
                error = 'UnknownEditVariable'
        elif c.kind == 'suggest':
            if c.var in state.edits:
                state.edits[c.var] = (state.edits[c.var][0], c.value)
            else:
                error = 'UnknownEditVariable'
        if error:
            state.errors.append((c.line, error))
    return state


def format_value(value):
    """A value as `flick solve` prints it: Python's repr of the float, -0 as 0."""
    return repr(float(value) + 0.0)


def split_output(text):
    """Output of `flick solve` or kiwirun -> (value lines in order, [(line, kind)] errors,
    {error line: [conflict ids]})."""
    values, errors, conflicts = [], [], {}
    last = None
    for line in text.splitlines():
        if line.startswith('error '):
            t = line.split()
            last = int(t[1])
            errors.append((last, t[2] if len(t) > 2 else '?'))
        elif line.startswith('#'):
            t = line[1:].split()
            if t and t[0] == 'conflict:' and last is not None:
                conflicts[last] = t[1:]
        elif line.strip():
            values.append(line)
    return values, errors, conflicts


def read_values(text):
    """`NAME VALUE` lines -> {name: float}; later lines override earlier ones."""
    values = {}
    for line in text.splitlines():
        t = line.split()
        if len(t) == 2 and t[0] != 'error' and not line.startswith('#'):
            try:
                values[t[0]] = float(t[1])
            except ValueError:
                pass
    return values
