# Runs one fuzz target for SECONDS from its SEEDS and prints one line of figures: executions, executions per
# second, coverage (edges reached of all instrumented) and corpus growth. New inputs go to WORK/corpus (never
# into the seeds); a crash, leak or broken property fails with libFuzzer's report and the saved input.
# Usage: cmake -DFUZZER=<binary> -DSEEDS=<dir> -DWORK=<dir> -DSECONDS=<n> [-DKEEP=ON] -P run.cmake
# KEEP keeps WORK/corpus from earlier runs (the long run grows it); without it every run starts from the seeds.
if(NOT KEEP)
  file(REMOVE_RECURSE ${WORK})
endif()
file(MAKE_DIRECTORY ${WORK}/corpus)
get_filename_component(name ${FUZZER} NAME)
string(REGEX REPLACE "_fuzz$" "" name "${name}")
execute_process(COMMAND ${FUZZER} -max_total_time=${SECONDS} -timeout=10 -print_final_stats=1
                        -artifact_prefix=${WORK}/ ${WORK}/corpus ${SEEDS}
                RESULT_VARIABLE rc ERROR_VARIABLE log OUTPUT_VARIABLE out)
file(WRITE ${WORK}/log.txt "${out}${log}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${log}\nfuzz ${name}: FAILED (exit ${rc}); full log ${WORK}/log.txt; "
                      "reproduce with: ${FUZZER} <the crash file named above>")
endif()

string(REGEX MATCH "stat::number_of_executed_units: *([0-9]+)" _ "${log}")
set(execs ${CMAKE_MATCH_1})
string(REGEX MATCH "stat::average_exec_per_sec: *([0-9]+)" _ "${log}")
set(rate ${CMAKE_MATCH_1})
string(REGEX MATCH "\\(([0-9]+) inline 8-bit counters\\)" _ "${log}")
set(edges ${CMAKE_MATCH_1})
string(REGEX MATCHALL "cov: [0-9]+" covs "${log}")
list(POP_BACK covs cov)
string(REPLACE "cov: " "" cov "${cov}")
string(REGEX MATCH "INFO: seed corpus: files: ([0-9]+)" _ "${log}")
set(seeds ${CMAKE_MATCH_1})
file(GLOB corpus ${WORK}/corpus/*)
list(LENGTH corpus grown)
math(EXPR percent "100 * ${cov} / ${edges}")
message("fuzz ${name}: ${execs} execs in ${SECONDS} s (${rate} exec/s), coverage ${cov} of ${edges} edges "
        "(${percent}%), ${seeds} inputs read, ${grown} in the working corpus")
