#!/usr/bin/env python3
"""Tests of spsa.py with no engine: the engine's `spsa` list, its commit and its games are
stand-ins passed to spsa.main / spsa.run_iterations. Run: python3 bench/spsa/test_spsa.py"""

import contextlib
import io
import json
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spsa  # noqa: E402

# What a tune build answers to `spsa` (two rows of src/search/params.rs), among other output.
SPSA_OUTPUT = """id name ferrum 0.1.0
uciok
RFP_MARGIN, int, 75, 30, 150, 5, 0.002
HISTORY_PRUNE_MARGIN, int, 3072, 1024, 8192, 256, 0.002
LMR_MIN_DEPTH, int, 3, 2, 5, 1, 0.002
readyok
"""
ENGINE_PARAMS = spsa.parse_spsa_lines(SPSA_OUTPUT)

# `ferrum tournament --json` of two games (as printed by the real one).
TOURNAMENT_OUTPUT = """\
{"type":"game","number":1,"white":"plus","black":"minus","result":"1-0","termination":"adjudication","reason":"Black resigns: score at or below -400 cp for 3 moves","plies":71}
{"type":"game","number":2,"white":"minus","black":"plus","result":"1-0","termination":"adjudication","reason":"Black resigns: score at or below -400 cp for 3 moves","plies":117}
{"type":"report","games":2,"scheduled":2,"interrupted":false,"sprt":null,"pairs":[{"engine":"plus","opponent":"minus","games":2,"wins":1,"draws":0,"losses":1,"score":0.5,"elo":-0.0,"elo_error":null,"los":0.5,"draw_ratio":0.0,"pentanomial":[0,0,1,0,0],"llr":null,"ends":{"adjudicated win":2}}]}
"""


def config(**changes):
    base = {"engine": "/nowhere/ferrum", "variant": "chess", "nodes": 2000,
            "openings": "/nowhere/openings.epd", "planned_iterations": 1000, "pairs": 1,
            "seed": 7, "concurrency": 2, "hash": 16, "adjudicate": True,
            "alpha": spsa.ALPHA, "gamma": spsa.GAMMA, "a_ratio": spsa.A_RATIO}
    base.update(changes)
    return base


def state(names=("RFP_MARGIN", "LMR_MIN_DEPTH"), params=ENGINE_PARAMS, **changes):
    return spsa.new_state(config(**changes), params, list(names), "abc1234", "/repo")


def plus_wins(config, plus, minus, opening_seed):
    return (2 * config["pairs"], 0, 0)


def minus_wins(config, plus, minus, opening_seed):
    return (0, 0, 2 * config["pairs"])


def nearer_90_wins(config, plus, minus, opening_seed):
    """A deterministic stand-in for games: the side whose RFP_MARGIN is nearer 90 wins the
    pair, and the opening seed decides the other game."""
    a, b = abs(plus["RFP_MARGIN"] - 90), abs(minus["RFP_MARGIN"] - 90)
    first = (1, 0, 0) if a < b else (0, 0, 1) if a > b else (0, 1, 0)
    second = [(1, 0, 0), (0, 1, 0), (0, 0, 1)][opening_seed % 3]
    return tuple(x + y for x, y in zip(first, second))


def quiet(function, *args, **kwargs):
    """Calls function with stdout and stderr captured; returns (result, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        result = function(*args, **kwargs)
    return result, out.getvalue(), err.getvalue()


class Schedule(unittest.TestCase):
    """OpenBench's schedule, against values computed by hand (bc -l)."""

    def test_constants(self):
        # c = 5 * 1000^0.101, a = 0.002 * 5^2 * (100 + 1000)^0.602
        c, a = spsa.schedule_constants(5, 0.002, 1000)
        self.assertAlmostEqual(c, 10.045464063, places=8)
        self.assertAlmostEqual(a, 3.387570957, places=8)

    def test_iteration_10(self):
        c, a = spsa.schedule_constants(5, 0.002, 1000)
        c_k = spsa.perturbation(c, 10)
        r_k = spsa.learning_rate(a, c_k, 10, 100)
        self.assertAlmostEqual(c_k, 7.961043635, places=8)  # c / 10^0.101
        self.assertAlmostEqual(r_k, 0.003155222539, places=11)  # a / 110^0.602 / c_k^2
        # Plus won a pair by 2 with a +1 flip: theta moves up by r_k * c_k * 2.
        self.assertAlmostEqual(spsa.updated_theta(75, 1, c_k, r_k, 2, 30, 150) - 75,
                               0.050237729, places=8)

    def test_the_planned_last_iteration_reaches_the_end_values(self):
        c, a = spsa.schedule_constants(256, 0.002, 500)
        c_k = spsa.perturbation(c, 500)
        self.assertAlmostEqual(c_k, 256)
        self.assertAlmostEqual(spsa.learning_rate(a, c_k, 500, 50), 0.002)

    def test_integer_perturbation_is_at_least_half(self):
        c, _ = spsa.schedule_constants(0.2, 0.002, 100)
        self.assertEqual(spsa.perturbation(c, 100), 0.5)

    def test_perturbed_values_round_with_one_offset_and_clip(self):
        self.assertEqual(spsa.perturbed_values(75, 1, 7.96, 0.3, 30, 150), (83, 67))
        self.assertEqual(spsa.perturbed_values(75, -1, 7.96, 0.3, 30, 150), (67, 83))
        self.assertEqual(spsa.perturbed_values(148, 1, 7.96, 0.3, 30, 150), (150, 140))
        self.assertEqual(spsa.perturbed_values(31, 1, 7.96, 0.0, 30, 150), (38, 30))

    def test_rounding_half_away_from_zero(self):
        self.assertEqual([spsa.rounded(x) for x in (2.5, 3.5, -2.5, 74.4, 74.6)],
                         [3, 4, -3, 74, 75])


class Update(unittest.TestCase):
    def run_one(self, play, start=None):
        s = start or state(planned_iterations=100)
        with tempfile.TemporaryDirectory() as d:
            after = spsa.run_iterations(s, os.path.join(d, "s.json"), play, iterations=1,
                                        out=io.StringIO())
        return s, after

    def test_a_plus_win_moves_theta_towards_plus(self):
        before, after = self.run_one(plus_wins)
        entry = after["history"][0]
        for i, p in enumerate(after["params"]):
            towards = entry["plus"][i] - entry["minus"][i]
            moved = after["theta"][p["name"]] - before["theta"][p["name"]]
            self.assertNotEqual(towards, 0, p["name"])
            self.assertGreater(moved * towards, 0, p["name"])
        self.assertEqual((after["k"], after["wins"], after["losses"]), (1, 2, 0))

    def test_a_minus_win_moves_theta_towards_minus(self):
        before, after = self.run_one(minus_wins)
        entry = after["history"][0]
        for i, p in enumerate(after["params"]):
            moved = after["theta"][p["name"]] - before["theta"][p["name"]]
            self.assertLess(moved * (entry["plus"][i] - entry["minus"][i]), 0, p["name"])

    def test_even_games_leave_theta(self):
        before, after = self.run_one(lambda *_: (1, 0, 1))
        self.assertEqual(after["theta"], before["theta"])
        self.assertEqual(after["history"][0]["wdl"], [1, 0, 1])

    def test_theta_and_both_sides_stay_in_range(self):
        # A learning rate so large that every step overshoots the range.
        params = {n: dict(p, r_end=50.0) for n, p in ENGINE_PARAMS.items()}
        s = state(names=("RFP_MARGIN",), params=params)
        for play in (plus_wins, minus_wins, plus_wins):
            _, s = self.run_one(play, s)
            theta = s["theta"]["RFP_MARGIN"]
            self.assertIn(theta, (30, 150))
            entry = s["history"][-1]
            self.assertTrue(30 <= min(entry["plus"] + entry["minus"]))
            self.assertTrue(max(entry["plus"] + entry["minus"]) <= 150)


class Reproducible(unittest.TestCase):
    def test_flips_depend_on_the_seed_and_k_only(self):
        self.assertEqual(spsa.draw_flips(7, 3, 20), spsa.draw_flips(7, 3, 20))
        self.assertNotEqual(spsa.draw_flips(7, 3, 20)[0], spsa.draw_flips(7, 4, 20)[0])
        self.assertNotEqual(spsa.draw_flips(7, 3, 20)[0], spsa.draw_flips(8, 3, 20)[0])
        flips, offsets = spsa.draw_flips(1, 1, 50)
        self.assertEqual(set(flips), {-1, 1})
        self.assertTrue(all(0 <= u < 1 for u in offsets))

    def test_a_resumed_run_plays_what_one_run_plays(self):
        with tempfile.TemporaryDirectory() as d:
            whole, parts = os.path.join(d, "whole.json"), os.path.join(d, "parts.json")
            spsa.run_iterations(state(), whole, nearer_90_wins, iterations=5, out=io.StringIO())
            spsa.run_iterations(state(), parts, nearer_90_wins, iterations=2, out=io.StringIO())
            spsa.run_iterations(spsa.load_state(parts), parts, nearer_90_wins, iterations=3,
                                out=io.StringIO())
            a, b = spsa.load_state(whole), spsa.load_state(parts)
        self.assertEqual(a["k"], 5)
        self.assertEqual(a["history"], b["history"])
        self.assertEqual(a["theta"], b["theta"])

    def test_without_a_limit_the_run_ends_at_the_planned_count(self):
        with tempfile.TemporaryDirectory() as d:
            s = spsa.run_iterations(state(planned_iterations=3), os.path.join(d, "s.json"),
                                    nearer_90_wins, out=io.StringIO())
        self.assertEqual(s["k"], 3)

    def test_a_time_limit_stops_before_an_iteration_that_would_overrun(self):
        now = [0.0]

        def clock():
            return now[0]

        def play(*_):
            now[0] += 60  # every iteration takes a minute
            return (1, 0, 1)

        with tempfile.TemporaryDirectory() as d:
            s = spsa.run_iterations(state(), os.path.join(d, "s.json"), play, minutes=3.5,
                                    out=io.StringIO(), clock=clock)
        self.assertEqual(s["k"], 3)


class StateFile(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.dir.name, "state.json")
        self.engine = os.path.join(self.dir.name, "ferrum")
        with open(self.engine, "w") as f:
            f.write("#!/bin/sh\n")
        os.chmod(self.engine, 0o755)
        self.openings = os.path.join(self.dir.name, "openings.epd")
        with open(self.openings, "w") as f:
            f.write("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n")

    def tearDown(self):
        self.dir.cleanup()

    def main(self, *argv, play=nearer_90_wins, params=ENGINE_PARAMS):
        return quiet(spsa.main, list(argv), query=lambda engine, variant: params,
                     commit_of=lambda engine: ("abc1234", "/repo"), play=play)

    def new(self, names="RFP_MARGIN,lmr_min_depth"):
        return self.main("new", "--state", self.path, "--engine", self.engine,
                         "--variant", "3check", "--params", names, "--nodes", "2000",
                         "--openings", self.openings, "--iterations", "100", "--pairs", "2",
                         "--seed", "42")

    def test_new_run_show(self):
        status, out, _ = self.new()
        self.assertEqual(status, 0, out)
        s = spsa.load_state(self.path)
        self.assertEqual([p["name"] for p in s["params"]], ["RFP_MARGIN", "LMR_MIN_DEPTH"])
        self.assertEqual(s["theta"], {"RFP_MARGIN": 75, "LMR_MIN_DEPTH": 3})
        self.assertEqual((s["engine_commit"], s["config"]["variant"]), ("abc1234", "3check"))
        status, out, _ = self.main("run", "--state", self.path, "--iterations", "2")
        self.assertEqual(status, 0, out)
        self.assertIn("k 2/100", out)
        self.assertEqual(spsa.load_state(self.path)["k"], 2)
        self.assertEqual(os.listdir(self.dir.name).count("state.json"), 1)
        self.assertFalse([n for n in os.listdir(self.dir.name) if n.endswith(".tmp")])
        status, out, _ = self.main("show", "--state", self.path)
        self.assertEqual(status, 0)
        self.assertIn("3check: 2 of 100 iterations", out)
        status, out, _ = self.main("show", "--state", self.path, "--rust")
        self.assertRegex(out, r"(?m)^SearchParams \{$")
        self.assertRegex(out, r"(?m)^    RFP_MARGIN: \d+,$")
        self.assertRegex(out, r"(?m)^    LMR_MIN_DEPTH: \d+,$")
        self.assertRegex(out, r"(?m)^    \.\.SearchParams::STANDARD\n\}$")

    def test_the_file_is_json_with_one_line_per_iteration(self):
        s = state()
        with tempfile.TemporaryDirectory() as d:
            s = spsa.run_iterations(s, os.path.join(d, "s.json"), nearer_90_wins, iterations=3,
                                    out=io.StringIO())
            with open(os.path.join(d, "s.json")) as f:
                text = f.read()
        self.assertEqual(json.loads(text), s)
        self.assertEqual(sum('{"k":' in line for line in text.splitlines()), 3)

    def test_new_refuses_an_existing_state(self):
        with open(self.path, "w") as f:
            f.write("precious")
        status, _, err = self.new()
        self.assertEqual(status, 1)
        self.assertIn("exists", err)
        with open(self.path) as f:
            self.assertEqual(f.read(), "precious")

    def test_new_refuses_an_unknown_parameter(self):
        status, _, err = self.new("RFP_MARGIN,RFP_MARGINAL")
        self.assertEqual(status, 1)
        self.assertIn("unknown parameter 'RFP_MARGINAL'", err)
        self.assertFalse(os.path.exists(self.path))
        status, _, err = self.new("RFP_MARGIN,rfp_margin")
        self.assertEqual(status, 1)
        self.assertIn("named twice", err)

    def test_a_missing_engine_is_refused(self):
        status, _, err = self.main("new", "--state", self.path, "--engine", "/no/such/ferrum",
                                   "--params", "RFP_MARGIN", "--nodes", "1", "--iterations", "1",
                                   "--pairs", "1", "--seed", "1", "--openings", self.openings)
        self.assertEqual(status, 1)
        self.assertIn("/no/such/ferrum not found", err)
        self.assertFalse(os.path.exists(self.path))

    def assert_run_refused(self, says, **kwargs):
        with open(self.path, "rb") as f:
            before = f.read()
        status, _, err = self.main("run", "--state", self.path, "--iterations", "1", **kwargs)
        self.assertEqual(status, 1, err)
        self.assertIn(says, err)
        with open(self.path, "rb") as f:
            self.assertEqual(f.read(), before)

    def test_corrupt_states_are_refused_and_left_alone(self):
        self.assertEqual(self.new()[0], 0)
        with open(self.path) as f:
            good = json.load(f)

        def broken(change):
            s = json.loads(json.dumps(good))
            change(s)
            return json.dumps(s)

        cases = [
            ("not JSON", '{"format": 1, "k": '),
            ("no 'theta'", broken(lambda s: s.pop("theta"))),
            ("outside [30", broken(lambda s: s["theta"].update(RFP_MARGIN=500))),
            ("history has 0 entries for 3", broken(lambda s: s.update(k=3))),
            ("config.pairs is not an integer", broken(lambda s: s["config"].update(pairs="2"))),
            ("theta's names differ", broken(lambda s: s["theta"].update(SE_MARGIN=2))),
            ("format", broken(lambda s: s.update(format=99))),
        ]
        for says, text in cases:
            with self.subTest(says):
                with open(self.path, "w") as f:
                    f.write(text)
                self.assert_run_refused("is corrupt: ")
                self.assert_run_refused(says)
                self.assertEqual(self.main("show", "--state", self.path)[0], 1)

    def test_a_parameter_the_engine_lacks_is_refused(self):
        self.assertEqual(self.new()[0], 0)
        fewer = {n: p for n, p in ENGINE_PARAMS.items() if n != "LMR_MIN_DEPTH"}
        self.assert_run_refused("the engine has no parameter LMR_MIN_DEPTH", params=fewer)

    def test_a_rebuilt_engine_is_pointed_out(self):
        self.assertEqual(self.new()[0], 0)
        with open(self.engine, "a") as f:
            f.write("# rebuilt\n")
        status, _, err = self.main("run", "--state", self.path, "--iterations", "1")
        self.assertEqual(status, 0, err)
        self.assertIn("not the binary the state was started with", err)

    def test_the_run_goes_on_from_moved_openings_but_not_from_other_ones(self):
        self.assertEqual(self.new()[0], 0)
        self.assertEqual(spsa.load_state(self.path)["config"]["openings_sha256"],
                         spsa.file_digest(self.openings))
        moved = os.path.join(self.dir.name, "elsewhere.epd")
        os.rename(self.openings, moved)
        self.assert_run_refused("openings file " + self.openings + " not found")
        status, _, err = self.main("run", "--state", self.path, "--openings", moved,
                                   "--iterations", "1")
        self.assertEqual(status, 0, err)
        self.assertIn("(was " + self.openings + ")", err)
        s = spsa.load_state(self.path)
        self.assertEqual((s["k"], s["config"]["openings"]), (1, moved))
        with open(moved, "a") as f:
            f.write("8/8/8/8/8/8/8/K6k w - - 0 1\n")
        self.assert_run_refused("is not the one the run began with")
        self.assertEqual(spsa.load_state(self.path)["k"], 1)

    def test_a_state_without_the_openings_checksum_takes_the_files(self):
        self.assertEqual(self.new()[0], 0)
        s = spsa.load_state(self.path)
        del s["config"]["openings_sha256"]
        spsa.save_state(s, self.path)
        status, _, err = self.main("run", "--state", self.path, "--iterations", "1")
        self.assertEqual(status, 0, err)
        self.assertEqual(spsa.load_state(self.path)["config"]["openings_sha256"],
                         spsa.file_digest(self.openings))

    def test_a_failed_tournament_keeps_the_finished_iterations(self):
        self.assertEqual(self.new()[0], 0)
        played = []

        def fails_second(config, plus, minus, seed):
            played.append(seed)
            if len(played) == 2:
                raise spsa.SpsaError("the tournament failed (exit status 2): boom")
            return (2, 1, 1)

        status, _, err = self.main("run", "--state", self.path, "--iterations", "3",
                                   play=fails_second)
        self.assertEqual(status, 1)
        self.assertIn("boom", err)
        s = spsa.load_state(self.path)
        self.assertEqual((s["k"], s["wins"], s["draws"], s["losses"]), (1, 2, 1, 1))


class Tournament(unittest.TestCase):
    def test_the_report_gives_plus_results(self):
        self.assertEqual(spsa.parse_report(TOURNAMENT_OUTPUT, 2), (1, 0, 1))

    def test_broken_reports_are_errors(self):
        report = json.loads(TOURNAMENT_OUTPUT.splitlines()[-1])

        def text(change):
            r = json.loads(json.dumps(report))
            change(r)
            return json.dumps(r)

        cases = [
            ("no report", TOURNAMENT_OUTPUT.splitlines()[0]),
            ("1 of 2 games (interrupted)", text(lambda r: r.update(games=1, interrupted=True))),
            ("crash 1", text(lambda r: r["pairs"][0]["ends"].update(crash=1))),
            ("cannot play 2", text(lambda r: r["pairs"][0].update(ends={"cannot play": 2}))),
        ]
        for says, output in cases:
            with self.subTest(says):
                with self.assertRaises(spsa.SpsaError) as e:
                    spsa.parse_report(output, 2)
                self.assertIn(says, str(e.exception))

    def test_the_command(self):
        command = spsa.tournament_command(config(variant="3check", pairs=3),
                                          {"RFP_MARGIN": 80}, {"RFP_MARGIN": 70}, 99)
        plus, minus = command.index("name=plus"), command.index("name=minus")
        self.assertEqual(command[plus + 3], "option.RFP_MARGIN=80")
        self.assertEqual(command[minus + 3], "option.RFP_MARGIN=70")
        joined = " ".join(command)
        for part in ("/nowhere/ferrum tournament", "--games 6", "--tc nodes=2000",
                     "--variant 3check", "--seed 99", "--concurrency 2", "--json",
                     "--order random", "option.Threads=1", "option.OwnBook=false"):
            self.assertIn(part, joined)

    def test_the_spsa_list_is_read_from_the_engine_output(self):
        self.assertEqual(list(ENGINE_PARAMS), ["RFP_MARGIN", "HISTORY_PRUNE_MARGIN",
                                               "LMR_MIN_DEPTH"])
        self.assertEqual(ENGINE_PARAMS["HISTORY_PRUNE_MARGIN"],
                         {"default": 3072, "min": 1024, "max": 8192, "c_end": 256,
                          "r_end": 0.002})
        uci = "option name UCI_Variant type combo default chess var chess var 3check var horde"
        self.assertEqual(spsa.engine_variants(uci), {"chess", "3check", "horde"})


class PlannedCount(unittest.TestCase):
    def test_a_time_limit_stops_at_the_planned_count(self):
        s = state(planned_iterations=3)
        with tempfile.TemporaryDirectory() as d:
            s = spsa.run_iterations(s, os.path.join(d, "s.json"), plus_wins, minutes=60,
                                    out=io.StringIO())
            self.assertEqual(s["k"], 3)
            # An explicit count goes past the plan.
            s = spsa.run_iterations(s, os.path.join(d, "s.json"), plus_wins, iterations=2,
                                    out=io.StringIO())
            self.assertEqual(s["k"], 5)


class ShortRunScale(unittest.TestCase):
    def test_c_end_in_steps_and_r_end_replace_the_engines(self):
        plain = state(names=("RFP_MARGIN",))["params"][0]
        scaled = state(names=("RFP_MARGIN",), c_end_steps=3.0, r_end=0.02)["params"][0]
        self.assertEqual((plain["c_end"], plain["r_end"]), (5.0, 0.002))
        self.assertEqual((scaled["c_end"], scaled["r_end"]), (15.0, 0.02))
        # c scales with c_end; a with r_end * c_end^2: 10 * 9 times the plain run's.
        self.assertAlmostEqual(scaled["c"] / plain["c"], 3.0)
        self.assertAlmostEqual(scaled["a"] / plain["a"], 90.0)



if __name__ == "__main__":
    unittest.main()
