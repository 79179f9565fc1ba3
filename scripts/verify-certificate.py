#!/usr/bin/env python3
"""python3 verify-certificate.py FILE: checks a nimseq period certificate without nimseq.

Written from the theorems (docs/mathematics.md, "Certificates"): recomputes every value by the mex
rule, checks the claim over the theorem's range; prints one line, exits 0, 1 (fails) or 2 (bad)."""
import json
import sys


class Malformed(Exception):  # the file cannot be checked: exit 2
    pass


class Failed(Exception):  # what the file says is false: exit 1
    pass


def get(obj, path, kind):
    """obj["a"]["b"] for the path "a.b", of type kind (an int must be >= 0)."""
    for key in path.split("."):
        if not isinstance(obj, dict) or key not in obj:
            raise Malformed(f"missing key '{path}'")
        obj = obj[key]
    if not isinstance(obj, kind) or kind is int and (type(obj) is bool or obj < 0):
        raise Malformed(f"'{path}' is not {'an integer >= 0' if kind is int else kind.__name__}")
    return obj


def leaves(bits):  # the numbers of heaps a digit lets a move leave: bit 1 none, 2 one, 4 two...
    return [h for h in range(4) if bits >> h & 1]


def code_digits(rule, kind):
    """d0, d1, ..., dk of a finite code d0.d1...dk (hexadecimal), as the file spells them out."""
    code = get(rule, "code", str)
    head, dot, tail = code.partition(".")
    if not dot or len(head) > 1 or any(c not in "0123456789abcdefABCDEF" for c in head + tail):
        raise Malformed(f"unsupported code '{code}': only finite codes d0.d1...dk (no [ ], no !)")
    d = [int(head or "0", 16)] + [int(c, 16) for c in tail]
    if d[0] & 3 or kind == "octal" and (d[0] not in (0, 4) or max(d[1:], default=0) > 7):
        raise Malformed(f"'{code}' is not a valid {kind} code")
    told = [(get(x, "remove", int), get(x, "leaves", list)) for x in get(rule, "digits", list)]
    if told != [(k, leaves(bits)) for k, bits in enumerate(d)]:
        raise Malformed(f"'rule.digits' does not spell out the code '{code}'")
    return d


def mex(options, buffers, w):
    """The least x >= 0 neither in options nor among the w-byte big-endian values of buffers."""
    def has(buf, x):  # a match at an offset that is a multiple of w
        i = buf.find(x.to_bytes(w, "big"))
        while i > 0 and i % w:
            i = buf.find(x.to_bytes(w, "big"), i + 1)
        return i >= 0
    x = 0
    while x in options or any(has(b, x) for b in buffers):
        x += 1
    return x


def code_values(d, values):
    """G(n) for a code (taking k tokens leaves what dk allows), each compared with the file's."""
    w = 1 if max(values, default=0) < 256 else 2  # bytes a value takes in fwd, bwd, buffers
    g, fwd, bwd, two = [], bytearray(), bytearray(), [set(), set()]
    for n in range(len(values)):
        options, buffers = set(), []
        for k, bits in enumerate(d[: n + 1]):
            r = n - k
            options |= {0} if bits & 1 and r == 0 else set()
            options |= {g[r]} if bits & 2 and r > 0 else set()
            if bits & 4 and r > 1:  # g[a] ^ g[r - a] for a = 1 ... r // 2, as one byte string
                a, b = fwd[w : w * (r // 2 + 1)], bwd[w * (r - r // 2) : w * r]
                x = int.from_bytes(a, "big") ^ int.from_bytes(b, "little")  # b read backwards
                buffers.append(x.to_bytes(len(a), "big"))
            if bits & 8 and r > 2:
                options |= {g[a] ^ x for a in range(1, r - 1) for x in two[r - a]}
        g.append(mex(options, buffers, w))
        if g[n] != values[n]:
            raise Failed(f"G({n}) is {g[n]} by the rule, the file says {values[n]}")
        fwd += g[n].to_bytes(w, "big")
        bwd += g[n].to_bytes(w, "little")  # read backwards: g[n], g[n - 1], ... big-endian
        if n > 1 and any(bits & 8 for bits in d):
            two.append({g[a] ^ g[n - a] for a in range(1, n)})
    return g


def verify(cert):
    if get(cert, "format", str) != "nimseq-certificate" or get(cert, "version", int) != 1:
        raise Malformed("not a nimseq-certificate of version 1")
    rule, theorem = get(cert, "rule", dict), get(cert, "theorem", dict)
    values = get(cert, "values", list)
    kind, name = get(rule, "kind", str), get(theorem, "name", str)
    e, p = get(cert, "claim.preperiod", int), get(cert, "claim.period", int)
    if get(rule, "play", str) != "normal":
        raise Malformed(f"unsupported play '{rule['play']}': this checker knows normal play only")
    if p < 1 or any(type(v) is not int or v < 0 for v in values):
        raise Malformed("the period must be at least 1 and every value an integer >= 0")
    if kind == "subtraction" and name == "repeated-window":
        s = get(rule, "set", list)
        if not s or any(type(x) is not int or x < 1 for x in s):
            raise Malformed("'rule.set' is not a non-empty list of positive integers")
        until = e + max(s)  # a window of max S values repeats
        # Removing s in S leaves a heap, maybe empty: digit 3 (or 1, taking a whole heap < min S).
        whole = get(rule, "take_all_below_min", bool)
        d = [3 if k in s else int(whole and 0 < k < min(s)) for k in range(max(s) + 1)]
    elif kind in ("octal", "take-and-break") and name in ("guy-smith", "guy-smith-b-heaps"):
        d = code_digits(rule, kind)
        k = max([i for i in range(1, len(d)) if d[i]], default=0)  # the most tokens removed
        b = max([max(leaves(x)) for x in d if x] + [1])  # the most heaps left
        if (name == "guy-smith") != (b <= 2):
            raise Malformed(f"the theorem '{name}' is not the one for moves leaving {b} heaps")
        until = e + p + k if b == 1 else b * max(e, 1) + (b - 1) * p + k
    else:
        raise Malformed(f"unknown theorem '{name}' for the rule kind '{kind}'"
                        if kind in ("subtraction", "octal", "take-and-break")
                        else f"unsupported rule kind '{kind}'")
    if len(values) < until + p:
        raise Malformed(f"values too short: the theorem needs G(0) ... G({until + p - 1}), "
                        f"the file has {len(values)} values")
    g = code_values(d, values)
    for n in (n for n in range(e, until) if g[n + p] != g[n]):
        raise Failed(f"G({n}) = {g[n]} but G({n + p}) = {g[n + p]}: the theorem needs "
                     f"G(n + {p}) = G(n) for {e} <= n < {until}")
    at = lambda n: g[n] if n < e else g[e + (n - e) % p]  # noqa: E731 (periodic from e on)
    for q in (q for q in range(1, p) if p % q == 0):
        if all(at(n + q) == at(n) for n in range(e, e + p)):
            raise Failed(f"the period {p} is not the least: G(n + {q}) = G(n) for all n >= {e}")
    if e > 0 and g[e - 1] == g[e - 1 + p]:
        raise Failed(f"the preperiod {e} is not the least: G({e - 1}) = G({e - 1 + p})")
    return (f"verified: G(n + {p}) = G(n) for all n >= {e}, least period {p}, least preperiod {e} "
            f"({len(values)} values recomputed; {name}: checked {e} <= n < {until})")


def main(argv):
    try:
        if len(argv) != 2:
            raise Malformed("usage: verify-certificate.py FILE")
        with open(argv[1], encoding="utf-8") as f:
            print(verify(json.load(f)))
        return 0
    except Failed as why:
        print(f"not verified: {why}")
        return 1
    except (Malformed, OSError, ValueError, OverflowError) as why:  # bad JSON; a G above 65535
        print(f"malformed or unsupported: {why}")
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
