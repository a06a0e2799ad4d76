# The CLI referee's contract (issue: "command-line referee"): output forms, exit codes, the error line.
# Run by CTest as: cmake -DCLI=<path to patience> -P cli_test.cmake
function(run name expect_rc stdin)
  file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/${name}.in" "${stdin}")
  execute_process(COMMAND ${CLI} ${ARGN} INPUT_FILE "${CMAKE_CURRENT_BINARY_DIR}/${name}.in"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc)
    message(FATAL_ERROR "${name}: exit ${rc}, expected ${expect_rc}\nstdout: ${out}\nstderr: ${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()

function(expect name haystack needle)
  string(FIND "${haystack}" "${needle}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${name}: expected to find\n  ${needle}\nin\n  ${haystack}")
  endif()
endfunction()

# games: one line per ruleset, "<game-id> <ruleset> <display name>".
run(games 0 "" games)
expect(games "${out}" "falling-star std Falling Star\n")
string(REGEX MATCHALL "\n" lines "${out}")
list(LENGTH lines n)
if(NOT n EQUAL 18)
  message(FATAL_ERROR "games: ${n} lines, expected 18")
endif()

# deal: the initial state as JSON, with the default ruleset when none is named.
run(deal 0 "" deal falling-star 1)
expect(deal "${out}" "{\"game\":\"falling-star\",\"ruleset\":\"std\",\"deal\":1,\"version\":1,\"piles\":{\"stock\":[")
expect(deal "${out}" "\"reserve\":[\"JS\",\"5D\",\"3H\",\"2H\",\"JH\",\"2S\",\"5D\",\"5S\",\"7H\",\"7D\",\"3S\"]")
expect(deal "${out}" "\"foundations\":[[\"4S\"],[],[],[],[],[],[],[]]")
expect(deal "${out}" "\"won\":false,\"over\":false,\"score\":1,\"moves\":0")
run(deal_rules 0 "" deal falling-star:aisleriot 1)
expect(deal_rules "${out}" "\"ruleset\":\"aisleriot\"")
expect(deal_rules "${out}" "\"#") # the Aisleriot stock is face down

# play: applies the moves, prints the state; blank lines are skipped.
run(play 0 "deal\n\nt3>t7\n" play falling-star 1)
expect(play "${out}" "\"waste\":[\"6H\"]")
expect(play "${out}" "\"moves\":2")

# The first bad move is not applied: "line <n>: <move>: <reason>" on stderr, exit 2.
run(play_illegal 2 "deal\nt1>f2\ndeal\n" play falling-star 1)
expect(play_illegal "${err}" "line 2: t1>f2: an empty foundation takes only a 4")
run(play_garbage 2 "deal\nbanana\n" play falling-star 1)
expect(play_garbage "${err}" "line 2: banana: ")

# moves: every legal move of the resulting state, sorted, one per line.
run(moves 0 "" moves falling-star 1)
if(NOT out STREQUAL "deal\nt3>t7\nt5>t3\n")
  message(FATAL_ERROR "moves: got\n${out}")
endif()
run(moves_after 0 "deal\nt3>t7\n" moves falling-star 1)
expect(moves_after "${out}" "t3\n") # the gap t3 left must be filled: only stock / discard moves remain
string(REGEX MATCH "(^|\n)t[0-9]+>" tableau_move "${out}")
if(tableau_move)
  message(FATAL_ERROR "moves_after: a tableau move is listed while the fill is pending:\n${out}")
endif()

# Usage errors.
run(unknown_game 64 "" deal nonsense 1)
run(bad_number 64 "" deal falling-star 0)
run(no_args 64 "")

# solve: JSON {"result","positions","ms","moves"}; the moves, appended to the input moves and fed to `play`,
# end in a won game.
function(check_solve name game deal input)
  run(${name} 0 "${input}" solve ${game} ${deal} --positions 100000)
  string(JSON result GET "${out}" result)
  if(NOT result STREQUAL "win")
    message(FATAL_ERROR "${name}: expected a win, got ${out}")
  endif()
  string(JSON positions GET "${out}" positions)
  string(JSON ms GET "${out}" ms)
  if(positions LESS 1 OR ms LESS 0)
    message(FATAL_ERROR "${name}: bad effort figures in ${out}")
  endif()
  string(JSON count LENGTH "${out}" moves)
  if(count LESS 1)
    message(FATAL_ERROR "${name}: a win with no moves: ${out}")
  endif()
  set(moves "${input}")
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    string(JSON m GET "${out}" moves ${i})
    string(APPEND moves "${m}\n")
  endforeach()
  run(${name}_replay 0 "${moves}" play ${game} ${deal})
  expect(${name}_replay "${out}" "\"won\":true")
endfunction()
check_solve(solve_deal klondike-easy 2 "")
check_solve(solve_after_moves thumb-and-pouch 1 "t2>f1\nt3>t7\n")
check_solve(solve_ruleset falling-star:aisleriot 8 "")

# A proved loss has no moves; a spent budget says unknown.
run(solve_loss 0 "" solve chessboard 1)
expect(solve_loss "${out}" "{\"result\":\"loss\",\"positions\":")
expect(solve_loss "${out}" "\"moves\":[]}")
run(solve_unknown 0 "" solve klondike-strict 1 --positions 1000)
expect(solve_unknown "${out}" "{\"result\":\"unknown\",\"positions\":1000,")
# Gargantua deal 9 is still open after 5 M positions (seconds), so a 50 ms budget runs out on any machine.
run(solve_time 0 "" solve gargantua 9 --ms 50)
expect(solve_time "${out}" "{\"result\":\"unknown\",")

# Input moves are checked as in `play`; bad budgets are usage errors.
run(solve_illegal 2 "t1>f2\n" solve falling-star 1)
expect(solve_illegal "${err}" "line 1: t1>f2: an empty foundation takes only a 4")
run(solve_zero 64 "" solve fortress 1 --positions 0)
run(solve_flag 64 "" solve fortress 1 --budget 5)
run(solve_missing 64 "" solve fortress 1 --ms)

# replay: the replay link of the moves on stdin (core/play/replay.h), one line; an illegal move stops it as in
# play.
run(replay_none 0 "" replay klondike 7)
expect(replay_none "${out}" "game=klondike&deal=7&replay=1.0.\n")
run(replay_moves 0 "deal\ndeal\n" replay falling-star:aisleriot 12)
expect(replay_moves "${out}" "game=falling-star&deal=12&rules=aisleriot&replay=1.2.")
run(replay_illegal 2 "t1>f2\n" replay falling-star 1)
expect(replay_illegal "${err}" "line 1: t1>f2: an empty foundation takes only a 4")
