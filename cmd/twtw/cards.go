package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/twtw/twtw/core/card"
	"github.com/twtw/twtw/core/check"
	"github.com/twtw/twtw/core/deck"
	"github.com/twtw/twtw/host"
)

// loadDeck returns the deck named by the global --deck flag, or the standard deck.
func loadDeck(c *cli.Context) (*card.Deck, error) {
	path := c.String("deck")
	if path == "" {
		return card.Standard(), nil
	}
	d, err := card.LoadFile(path)
	if err != nil {
		return nil, &cliError{code: exitBadUsed, kind: kindInput, err: &host.InputError{File: path, Field: deckField(err), Err: err}}
	}
	return d, nil
}

// deckField is the field of a deck file's error (card.FieldError's path:
// "name", "cards", "cards[5].pen"), "" when it names none (a file that does
// not open, JSON that is not a deck).
func deckField(err error) string {
	var fe *card.FieldError
	if errors.As(err, &fe) {
		return fe.Field
	}
	return ""
}

// seedFlag is the --seed flag; without it a seed is chosen and reported, so
// any result can be replayed.
func seedFlag() cli.Flag {
	return &cli.StringFlag{Name: "seed", Usage: "shuffle with seed `S` (a whole number; default: a fresh seed, printed)"}
}

func seedOf(c *cli.Context) (uint64, error) {
	s := c.String("seed")
	if s == "" {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return 0, fmt.Errorf("choosing a seed: %w", err)
		}
		return binary.LittleEndian.Uint64(b[:]) >> 1, nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return 0, badInput("--seed %q: out of range (want 0..%d)", s, uint64(math.MaxUint64))
	}
	if err != nil {
		return 0, badInput("--seed %q: want a whole number 0 or more", s)
	}
	return n, nil
}

// cardView is a card as the CLI prints it in JSON: the deck schema plus its name.
type cardView struct {
	Name string `json:"name"`
	*card.Card
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func cardCommand() *cli.Command {
	return &cli.Command{
		Name:      "card",
		Usage:     "show card N as a picture",
		ArgsUsage: "N",
		Flags:     []cli.Flag{jsonFlag()},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return badInput("card: want one card number 0..53, got %d arguments", c.NArg())
			}
			n, err := strconv.Atoi(c.Args().First())
			if err != nil {
				return badInput("card %q: want a card number 0..53", c.Args().First())
			}
			d, err := loadDeck(c)
			if err != nil {
				return err
			}
			cd, err := d.Card(n)
			if err != nil {
				return badInput("%v", err)
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, cardView{Name: cd.Name(), Card: cd})
			}
			_, err = io.WriteString(c.App.Writer, renderCard(cd))
			return err
		},
	}
}

func drawCommand() *cli.Command {
	return &cli.Command{
		Name:  "draw",
		Usage: "shuffle the deck and draw cards",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "count", Aliases: []string{"n"}, Value: 1, Usage: "draw `K` cards (1..540)"},
			seedFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			k := c.Int("count")
			if k < 1 || k > 10*card.Count {
				return badInput("--count %d: want 1..%d", k, 10*card.Count)
			}
			seed, err := seedOf(c)
			if err != nil {
				return err
			}
			d, err := loadDeck(c)
			if err != nil {
				return err
			}
			st := deck.New(d, seed)
			views := make([]cardView, k)
			for i := range views {
				cd := st.Draw()
				views[i] = cardView{Name: cd.Name(), Card: cd}
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, views)
			}
			fmt.Fprintf(c.App.Writer, "seed %d\n", seed)
			for _, v := range views {
				if k == 1 {
					_, err = io.WriteString(c.App.Writer, renderCard(v.Card))
					return err
				}
				fmt.Fprintf(c.App.Writer, "card %2d  %-12s toggle %-3s  std %s\n", v.Number, v.Name, yesNo(v.Toggle), v.Standard())
			}
			return nil
		},
	}
}

func yesNo(b bool) string {
	if b {
		return "YES"
	}
	return "NO"
}

// checkView is the JSON of one check (ARCHITECTURE.md "CLI contract").
type checkView struct {
	Seed        *uint64 `json:"seed,omitempty"`
	Card        int     `json:"card"`
	Die         string  `json:"die"`
	Skill       int     `json:"skill"`
	Rows        int     `json:"rows"`
	Values      []int   `json:"values"`
	Best        int     `json:"best"`
	BestRow     int     `json:"best_row"`
	Exceptional bool    `json:"exceptional"`
	Mod         int     `json:"mod"`
	Total       int     `json:"total"`
	TN          int     `json:"tn"`
	Success     bool    `json:"success"`
	Margin      int     `json:"margin"`
	Bumps       int     `json:"bumps"`
	Calamity    bool    `json:"calamity"`
}

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:  "check",
		Usage: "resolve one check: trait die + skill + TN + modifier, read off a card",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "die", Value: "d6", Usage: "trait die `dX` (d4, d6, d8, d10, d12)"},
			&cli.IntFlag{Name: "skill", Usage: "skill level `N` 0..5 (0: untrained, reads the d4 column)"},
			&cli.IntFlag{Name: "rows", Usage: "untrained: rows to read (the trait skill's level)", DefaultText: "1"},
			&cli.IntFlag{Name: "tn", Value: 5, Usage: "target number"},
			&cli.IntFlag{Name: "mod", Usage: "modifier `M` added to the best cell"},
			&cli.IntFlag{Name: "step", Value: 4, Usage: "one bump per full `STEP` over the TN"},
			&cli.IntFlag{Name: "card", Value: -1, Usage: "read card `N` instead of drawing", DefaultText: "none: draw"},
			seedFlag(), jsonFlag(),
		},
		Action: func(c *cli.Context) error {
			col, err := card.ParseDie(c.String("die"))
			if err != nil {
				return badInput("--die: %v", err)
			}
			if c.Int("step") < 1 { // before Validate, whose 0 means the default
				return badInput("--step %d: want 1 or more", c.Int("step"))
			}
			spec := check.Spec{Die: col, Skill: c.Int("skill"), UntrainedRows: c.Int("rows"), TN: c.Int("tn"), Mod: c.Int("mod"), BumpStep: c.Int("step")}
			if err := spec.Validate(); err != nil {
				return badInput("%v", err)
			}
			d, err := loadDeck(c)
			if err != nil {
				return err
			}
			var cd *card.Card
			var seedp *uint64
			if c.IsSet("card") {
				if c.IsSet("seed") {
					return badInput("--card and --seed: give one of them")
				}
				if cd, err = d.Card(c.Int("card")); err != nil {
					return badInput("--card: %v", err)
				}
			} else {
				seed, err := seedOf(c)
				if err != nil {
					return err
				}
				seedp = &seed
				cd = deck.New(d, seed).Draw()
			}
			r := check.Read(cd, spec)
			v := checkView{Seed: seedp, Card: int(r.Card), Die: r.Die.String(), Skill: spec.Skill, Rows: r.Rows, Best: r.Best, BestRow: r.BestRow,
				Exceptional: r.Exceptional, Mod: r.Mod, Total: r.Total, TN: r.TN, Success: r.Success, Margin: r.Margin, Bumps: r.Bumps, Calamity: r.Calamity}
			for _, x := range r.Cells() {
				v.Values = append(v.Values, int(x))
			}
			if c.Bool("json") {
				return writeJSON(c.App.Writer, v)
			}
			printCheck(c.App.Writer, v)
			return nil
		},
	}
}

func printCheck(w io.Writer, v checkView) {
	if v.Seed != nil {
		fmt.Fprintf(w, "seed %d\n", *v.Seed)
	}
	vals := make([]string, len(v.Values))
	for i, x := range v.Values {
		vals[i] = strconv.Itoa(x)
	}
	fmt.Fprintf(w, "card %d, %s column rows 1..%d: %s → best %d", v.Card, v.Die, v.Rows, strings.Join(vals, ", "), v.Best)
	if v.Exceptional {
		fmt.Fprint(w, " (exceptional: draw another card and add)")
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "total %d (mod %+d) vs TN %d: ", v.Total, v.Mod, v.TN)
	switch {
	case v.Success:
		fmt.Fprintf(w, "success, margin %d, %d bump(s)", v.Margin, v.Bumps)
	default:
		fmt.Fprintf(w, "failure, short by %d", -v.Margin)
	}
	switch {
	case v.Calamity && v.Success:
		// the rules count a calamity on a failed check only
		fmt.Fprint(w, ", CF cell (a calamity only on a failure)")
	case v.Calamity:
		fmt.Fprint(w, ", CALAMITY")
	}
	fmt.Fprintln(w)
}
