#!/bin/bash -eu
# The OSS-Fuzz and ClusterFuzzLite build of Flick's libFuzzer harnesses (Fuzz/README.md).
# precompile_swift, from the base-builder-swift image, sets $SWIFTFLAGS for $SANITIZER.
. precompile_swift
cd "$SRC/flick/Fuzz"
# A coverage build (ClusterFuzzLite's coverage mode, OSS-Fuzz's coverage reports) needs the
# profile instrumentation; add it when precompile_swift has not.
if [ "${SANITIZER:-}" = "coverage" ]; then
    case " $SWIFTFLAGS " in
        *profile-coverage-mapping*) ;;
        *) SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping" ;;
    esac
fi
# Testing enabled: the constraint-script harness reaches one internal solver setting.
swift build -c debug $SWIFTFLAGS -Xswiftc -enable-testing
bin=$(swift build -c debug $SWIFTFLAGS -Xswiftc -enable-testing --show-bin-path)
for fuzzer in SolverFuzzer TraceFuzzer EvemuFuzzer LibinputFuzzer CaseFuzzer; do
    cp "$bin/$fuzzer" "$OUT/"
done
# Seed corpora and dictionaries, named after their fuzzers.
zip -q -j "$OUT/SolverFuzzer_seed_corpus.zip" corpus/solver/*
zip -q -j "$OUT/TraceFuzzer_seed_corpus.zip" ../Traces/scenes/*.trace
zip -q -j "$OUT/EvemuFuzzer_seed_corpus.zip" ../Traces/recordings/touchscreens/* ../Traces/recordings/tablets/*
zip -q -j "$OUT/LibinputFuzzer_seed_corpus.zip" corpus/libinput/*
# The case seeds: raw bytes and case files of `flick fuzz` corpora (the harness reads both).
zip -q -j "$OUT/CaseFuzzer_seed_corpus.zip" corpus/case/*
cp solver.dict "$OUT/SolverFuzzer.dict"
cp trace.dict "$OUT/TraceFuzzer.dict"
cp evemu.dict "$OUT/EvemuFuzzer.dict"
cp libinput.dict "$OUT/LibinputFuzzer.dict"
cp case.dict "$OUT/CaseFuzzer.dict"
# Each harness's libFuzzer settings (max_len, timeout, dictionary, leak detection off), the same
# ones Fuzz/run-fuzzer reads.
cp options/*.options "$OUT/"
