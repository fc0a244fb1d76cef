package riffle

import "sync/atomic"

// The learned member order of a struct decoder: the names of the members one decoded
// document held, in its order, unknown names included, so that readObject can match
// each member where its name starts (a nameGuess) instead of scanning the name and
// looking it up. Before an order is learned the decoder guesses the fields in their
// declaration order, as before. A learned order holds the members of the first object
// decoded, then the fields that object lacked, in declaration order. The Java twins are the run-time
// codecs' learned names (ObjectCodec) and the generated codecs' MemberOrder
// (docs/design/member-order.md).
//
// An order is a hint only: a guess is confirmed by comparing every byte of the name
// and its closing quote, and a name that is not the one expected goes to the lookup as
// before. What a guess stands for is decided when the order is built, in a way no
// BindConfig can change: a known name is learned only where it is a field's exact name
// (exact matches come before case folding in every config), and an unknown name only
// where it matches no field even under case folding.

// maxOrderMembers is how many members of a document an order holds at most.
const maxOrderMembers = 64

// maxOrderTries is how many decodes of a struct type may record an order: the first
// that reads a whole object with at least one member publishes it.
const maxOrderTries = 4

// memberOrder is a sequence of expected members: guesses[s] is the name of the s-th
// member (nil where it cannot be guessed, and once more at the end), whose field is
// the field it binds (-1: an unknown member, skipped); at[k] is the last position of
// field k in the order, -1 when the order does not hold it.
type memberOrder struct {
	guesses []*nameGuess
	at      []int
}

// orderLearner is a struct decoder's order: the declaration order until a decode has
// learned one, and how many decodes have tried.
type orderLearner struct {
	set      *fieldNames
	declared *memberOrder
	order    atomic.Pointer[memberOrder]
	tries    atomic.Int32
}

// newOrderLearner returns the learner of a struct whose fields are names (numbered as
// in set), starting with their declaration order.
func newOrderLearner(set *fieldNames, names []string) *orderLearner {
	n := len(names)
	o := &memberOrder{guesses: newNameGuesses(set, names), at: make([]int, n)}
	for k := range n {
		o.at[k] = k
	}
	l := &orderLearner{set: set, declared: o}
	l.order.Store(o)
	return l
}

// begin returns the order for one decode, and a recorder when this decode is to learn
// one (no order learned yet, and fewer than maxOrderTries decodes have tried).
func (l *orderLearner) begin() (*memberOrder, *orderRecorder) {
	o := l.order.Load()
	if o != l.declared || l.tries.Load() >= maxOrderTries || l.tries.Add(1) > maxOrderTries {
		return o, nil
	}
	return o, &orderRecorder{}
}

// orderRecorder collects the members of one decoded object.
type orderRecorder struct {
	names  []string
	fields []int
}

// add records a member's name (copied: name is borrowed from the Iterator) and the
// field it was bound to, -1 for none.
func (r *orderRecorder) add(name []byte, k int) {
	if len(r.names) < maxOrderMembers {
		r.names = append(r.names, string(name))
		r.fields = append(r.fields, k)
	}
}

// publish builds the order r recorded and publishes it, unless one is published
// already or nothing could be learned.
func (l *orderLearner) publish(r *orderRecorder) {
	set := l.set
	o := &memberOrder{at: make([]int, len(l.declared.at))}
	for k := range o.at {
		o.at[k] = -1
	}
	for i, name := range r.names {
		k := r.fields[i]
		g, ok := newNameGuess(name)
		switch {
		case !ok:
			continue
		case k >= 0 && set.lookup([]byte(name)) != k:
			continue // matched by case folding: not the same field in every config
		case k < 0 && (set.lookup([]byte(name)) >= 0 || set.lookupFolded([]byte(name)) >= 0):
			continue // unknown only where names match exactly
		}
		if k >= 0 {
			o.at[k] = len(o.guesses)
		}
		g.field = k
		o.guesses = append(o.guesses, &g)
	}
	if len(o.guesses) == 0 {
		return
	}
	// Then the fields the object lacked, in declaration order, as the declared order
	// guesses them.
	for k, g := range l.declared.guesses[:len(o.at)] {
		if o.at[k] < 0 && g != nil {
			o.at[k] = len(o.guesses)
			o.guesses = append(o.guesses, g)
		}
	}
	o.guesses = append(o.guesses, nil)
	l.order.CompareAndSwap(l.declared, o)
}
