#!/usr/bin/env python3
"""Runs the Cassowary solver workloads with kiwisolver and prints their timings as JSON.

The workloads mirror Sources/UIKitBench/SolverBenchmarks.swift constraint for constraint,
so the two can be compared side by side. Times are in seconds. kiwisolver is installed
with pip when it is missing; if that fails, the JSON carries an "error" and no timings.
"""

import json
import subprocess
import sys
import time


def import_kiwisolver():
    try:
        import kiwisolver
        return kiwisolver, None
    except ImportError:
        pass
    try:
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        import kiwisolver
        return kiwisolver, None
    except Exception as error:  # pip missing, offline, build failure...
        return None, "kiwisolver is not installed and pip could not install it (%s)" % error


kiwi, import_error = import_kiwisolver()

# UIKit priorities used by the Swift side, mapped onto kiwi's three-level strengths.
EDIT = "strong"           # 999: the window size
COMPRESSION = "medium"    # 750
HUGGING = "weak"          # 250


class View:
    """A view as Auto Layout sees it: four variables, the other anchors derived."""

    def __init__(self, name):
        self.left = kiwi.Variable(name + ".left")
        self.top = kiwi.Variable(name + ".top")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height

    @property
    def center_y(self):
        return self.top + 0.5 * self.height


def make_root(solver, width, height=None):
    root = View("root")
    solver.addConstraint(root.left == 0)
    solver.addConstraint(root.top == 0)
    if height is not None:
        solver.addConstraint(root.height == height)
    solver.addEditVariable(root.width, EDIT)
    solver.suggestValue(root.width, width)
    return root


def build_cells(count):
    solver = kiwi.Solver()
    root = make_root(solver, 375)
    for index in range(count):
        cell = View("cell%d" % index)
        label = View("label%d" % index)
        solver.addConstraint(cell.left == root.left + 8)
        solver.addConstraint(cell.width == root.width - 16)
        solver.addConstraint(label.left == cell.left + 16)
        solver.addConstraint(label.right <= cell.right - 16)
        solver.addConstraint((label.width >= 20) | COMPRESSION)
        solver.addConstraint(cell.height == 44)
        solver.addConstraint(label.center_y == cell.center_y)
    solver.updateVariables()
    return solver, root


def build_chain(count):
    solver = kiwi.Solver()
    root = make_root(solver, 8 * count + 1000)
    views = [View("v%d" % index) for index in range(count)]
    solver.addConstraint(views[0].left == root.left + 8)
    for index in range(1, count):
        solver.addConstraint(views[index].left == views[index - 1].right + 8)
        solver.addConstraint(views[index].width == views[0].width)
    solver.addConstraint(views[-1].right == root.right - 8)
    solver.updateVariables()
    return solver, root


def build_stacks(depth, fanout):
    solver = kiwi.Solver()
    # A window big enough for every leaf's intrinsic size, as a real layout would have.
    columns = 4 ** ((depth + 1) // 2)
    rows = 4 ** (depth // 2)
    root = make_root(solver, 70 * columns, height=40 * rows)
    top = View("stack")
    solver.addConstraint(top.left == root.left)
    solver.addConstraint(top.right == root.right)
    solver.addConstraint(top.top == root.top)
    solver.addConstraint(top.bottom == root.bottom)
    leaves = [0]

    def arrange(stack, levels, horizontal):
        if levels == 0:
            index = leaves[0]
            leaves[0] += 1
            width = 20 + (index * 7) % 40
            height = 10 + (index * 5) % 20
            solver.addConstraint((stack.width >= width) | COMPRESSION)
            solver.addConstraint((stack.width <= width) | HUGGING)
            solver.addConstraint((stack.height >= height) | COMPRESSION)
            solver.addConstraint((stack.height <= height) | HUGGING)
            return
        # Like UIStackView, a stack installs all its arrangement constraints
        # together; its arranged subviews' own constraints come after.
        children = [View("c") for _ in range(fanout)]
        for position, child in enumerate(children):
            if horizontal:
                if position == 0:
                    solver.addConstraint(child.left == stack.left)
                else:
                    solver.addConstraint(child.left == children[position - 1].right + 8)
                    solver.addConstraint(child.width == children[0].width)
                solver.addConstraint(child.top == stack.top)
                solver.addConstraint(child.height == stack.height)
            else:
                if position == 0:
                    solver.addConstraint(child.top == stack.top)
                else:
                    solver.addConstraint(child.top == children[position - 1].bottom + 8)
                solver.addConstraint(child.left == stack.left)
                solver.addConstraint(child.width == stack.width)
        if horizontal:
            solver.addConstraint(children[-1].right == stack.right)
        else:
            solver.addConstraint(children[-1].bottom == stack.bottom)
        for child in children:
            arrange(child, levels - 1, not horizontal)

    arrange(top, depth, True)
    solver.updateVariables()
    return solver


def timed(body):
    start = time.perf_counter()
    result = body()
    return time.perf_counter() - start, result


def best_build(builder, size, repeats):
    best, built = None, None
    for _ in range(repeats):
        seconds, built = timed(lambda: builder(size))
        best = seconds if best is None else min(best, seconds)
    return best, built


def edit_time(solver, root, widths):
    """The mean time of one root-width edit, best of three passes over `widths`."""
    def edits():
        for width in widths:
            solver.suggestValue(root.width, width)
            solver.updateVariables()
    best = None
    for _ in range(3):
        seconds, _ = timed(edits)
        best = seconds if best is None else min(best, seconds)
    return best / len(widths)


def resize_widths(count):
    return [320 + (index * 704) // max(count - 1, 1) for index in range(count)]


def stack_depths():
    """The nested stack depths to run, from `--stack-depths 4,5`; a full tree has 4^depth leaves."""
    if "--stack-depths" in sys.argv:
        value = sys.argv[sys.argv.index("--stack-depths") + 1]
        return [int(depth) for depth in value.split(",") if depth]
    return [4, 5, 6]


def main():
    if kiwi is None:
        print(json.dumps({"error": import_error}))
        return
    report = {"kiwisolver": kiwi.__version__, "cells": {}, "chain": {}, "stacks": {}, "resize": {}}
    for count in (100, 1000, 5000):
        build, (solver, root) = best_build(build_cells, count, 3 if count <= 1000 else 1)
        edit = edit_time(solver, root, [400, 380, 390, 370, 410])
        report["cells"][str(count)] = {"build": build, "edit": edit}
    for count in (100, 300):
        build, (solver, root) = best_build(build_chain, count, 3 if count <= 100 else 1)
        edit = edit_time(solver, root, [8 * count + width for width in (900, 1100, 1000, 950, 1050)])
        report["chain"][str(count)] = {"build": build, "edit": edit}
    for depth in stack_depths():
        build, _ = best_build(lambda levels: build_stacks(levels, 4), depth, 1)
        report["stacks"][str(depth)] = {"build": build}
    solver, root = build_cells(1000)
    report["resize"]["1000"] = {"edit": edit_time(solver, root, resize_widths(100))}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
