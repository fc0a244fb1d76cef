package riffle

// The structural fast path over reader input (docs/design/simd.md, "Reader input").
// fastRun checks what the buffer holds of the value; where it stops (the end of the
// buffer, or anything it does not decide) its open containers become real levels on
// the Iterator's level stack, exactly those the exact scanner would have pushed, and
// the exact scanner reads on from that token boundary, refilling as usual. Right after
// a refill, at the next token boundary, it hands the levels back to fastRun. Every byte
// is checked once by one of the two, and the errors are the exact scanner's.

// fastStack is what fastRun hands to the reader-input Skip (stage_reader.go) and back.
// Depth d counts the open containers of the Skip, outermost 0. For each, cur is the
// grammar's progress there during one run: for an array the number of elements begun
// after the first one (the element index when the array opened in the run), for an
// object the buffer index of the opening quote of the member name read last in the
// run, or -1.
type fastStack struct {
	kinds [fastDepth / 64]uint64 // bit d: the container at depth d is an object
	cur   [stagedDepth]int32     // in: ignored (each starts at 0 or -1); out: cur by depth
	depth int                    // open containers: in at the start, out at a stop
	stop  int                    // out: the buffer index where the exact scanner goes on
	state uint8                  // in: the grammar state at the start; out: at the stop
}

// stagedDepth is how many open containers a reader-input Skip lets fastRun track
// (fastStack.cur); deeper, the exact scanner reads on.
const stagedDepth = 64

// skipStaged is Skip over reader input of the container whose first byte is buf[i]:
// fastRun and the exact scanner in turn, as described above.
func (it *Iterator) skipStaged(i int) {
	base := len(it.levels)
	var st fastStack // st.state is fsValue: the container at i
	for {
		it.pos = i
		if len(it.levels)-base < stagedDepth && len(it.buf) <= maxStagedBuffer {
			lim := it.skipLimits()
			lim.room = min(it.maxDepth-base, stagedDepth) // depth counts from base
			if end := fastRun(it.buf, i, lim, &st); end >= 0 {
				it.truncateLevels(base)
				it.done(end)
				return
			}
			it.handOver(base, &st)
			it.pos = st.stop
		} // else too deep, or too long a buffer, for fastRun: the exact scanner reads on
		switch state := it.skipExact(base, st.state, true); state {
		case fsDone:
			it.state = afterState[it.state]
			return
		case fsFailed:
			return
		default:
			it.takeBack(base, &st, state)
			i = it.pos
		}
	}
}

// handOver makes the level stack what the exact scanner would have at st.stop. Of the
// n levels above base that fastRun started with, the outermost low were never closed
// in the run; the others are gone, and the containers fastRun opened are pushed. A
// level taken over was closed in the run exactly when its parent's cur moved (only a
// ',' after it closed, or a new name, moves that) or the run ends above it.
func (it *Iterator) handOver(base int, st *fastStack) {
	n := len(it.levels) - base
	low := min(n, st.depth)
	for d := 1; d < low; d++ {
		if st.cur[d-1] != initialCur(st, d-1) {
			low = d
		}
	}
	it.truncateLevels(base + low)
	for d := max(low-1, 0); d < st.depth; d++ {
		obj := st.kinds[0]>>d&1 != 0
		if d >= low {
			it.push(obj, 0) // fastRun has checked the depth limit
		}
		l := &it.levels[base+d]
		if cur := int(st.cur[d]); !obj {
			if d >= low {
				l.at = int64(cur) // an array opened in the run: cur is its index
			} else {
				l.at += int64(cur)
			}
		} else if cur >= 0 { // the name whose opening quote is buf[cur]
			it.setName(cur+1, stringEnd(it.buf, cur)-1) // a name fastRun has checked: it ends in buf
		}
	}
}

// initialCur is cur at the start of a run for the container at depth d.
func initialCur(st *fastStack, d int) int32 {
	return -int32(st.kinds[0] >> d & 1)
}

// takeBack sets st for fastRun to go on in the given state at it.pos with the levels
// above base open: the inverse of handOver.
func (it *Iterator) takeBack(base int, st *fastStack, state uint8) {
	st.state = state
	st.depth = len(it.levels) - base
	st.kinds[0] = 0
	for d := 0; d < min(st.depth, stagedDepth); d++ {
		if it.levels[base+d].obj() {
			st.kinds[0] |= 1 << d
		}
	}
}

// maxStagedBuffer is the longest buffer fastRun runs over in a reader-input Skip: cur
// holds buffer indexes in an int32.
const maxStagedBuffer = 1<<31 - 1

// truncateLevels closes the levels from index n on, dropping their copied names.
func (it *Iterator) truncateLevels(n int) {
	for k := len(it.levels) - 1; k >= n; k-- {
		it.unnamed(k)
		it.levels = it.levels[:k]
	}
}
