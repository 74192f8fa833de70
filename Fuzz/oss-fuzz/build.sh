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
# Testing enabled: the constraint-script harness reaches one internal solver setting. The C
# targets get the sanitizer too, so CFlickBench's malloc interposer (linked by the baseline
# harness) turns itself off instead of mixing glibc's allocator with the sanitizer's.
cflags=""
[ "${SANITIZER:-}" = "address" ] && cflags="-Xcc -fsanitize=address"
swift build -c debug $SWIFTFLAGS $cflags -Xswiftc -enable-testing
bin=$(swift build -c debug $SWIFTFLAGS $cflags -Xswiftc -enable-testing --show-bin-path)
for fuzzer in SolverFuzzer TraceFuzzer EvemuFuzzer GeteventFuzzer LibinputFuzzer CaseFuzzer GoldenFuzzer BaselineFuzzer StateFuzzer CaseFileFuzzer; do
    cp "$bin/$fuzzer" "$OUT/"
done
# Seed corpora and dictionaries, named after their fuzzers.
zip -q -j "$OUT/SolverFuzzer_seed_corpus.zip" corpus/solver/*
zip -q -j "$OUT/TraceFuzzer_seed_corpus.zip" ../Traces/scenes/*.trace
zip -q -j "$OUT/EvemuFuzzer_seed_corpus.zip" ../Traces/recordings/touchscreens/* ../Traces/recordings/tablets/*
zip -q -j "$OUT/GeteventFuzzer_seed_corpus.zip" corpus/getevent/* ../Traces/getevent/*.txt ../Traces/recordings/getevent/*/*.txt
zip -q -j "$OUT/LibinputFuzzer_seed_corpus.zip" corpus/libinput/*
# The case seeds: raw bytes and case files of `flick fuzz` corpora (the harness reads both).
zip -q -j "$OUT/CaseFuzzer_seed_corpus.zip" corpus/case/*
zip -q -j "$OUT/GoldenFuzzer_seed_corpus.zip" ../Tests/FlickTestingTests/__Goldens__/* corpus/golden/*
zip -q -j "$OUT/BaselineFuzzer_seed_corpus.zip" corpus/baseline/*
zip -q -j "$OUT/StateFuzzer_seed_corpus.zip" corpus/state/*
zip -q -j "$OUT/CaseFileFuzzer_seed_corpus.zip" ../Tests/FlickFuzzTests/Cases/*
cp solver.dict "$OUT/SolverFuzzer.dict"
cp trace.dict "$OUT/TraceFuzzer.dict"
cp evemu.dict "$OUT/EvemuFuzzer.dict"
cp getevent.dict "$OUT/GeteventFuzzer.dict"
cp libinput.dict "$OUT/LibinputFuzzer.dict"
cp case.dict "$OUT/CaseFuzzer.dict"
cp golden.dict "$OUT/GoldenFuzzer.dict"
cp baseline.dict "$OUT/BaselineFuzzer.dict"
cp state.dict "$OUT/StateFuzzer.dict"
cp casefile.dict "$OUT/CaseFileFuzzer.dict"
# Each harness's libFuzzer settings (max_len, timeout, dictionary, leak detection off), the same
# ones Fuzz/run-fuzzer reads.
cp options/*.options "$OUT/"
