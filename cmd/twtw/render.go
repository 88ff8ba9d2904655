package main

import (
	"fmt"
	"strings"

	"github.com/twtw/twtw/core/card"
)

// renderCard draws a card as text: the four corners, the cause grid with its
// exceptional (*) and CF (!) flags, the effect grid, the hit-location stack
// with its bump triangles (▲ up, ▼ down, the standard entry in [brackets]),
// the shield, the clock and step, the failure result, the unintended-target
// figures and the burst result.
func renderCard(c *card.Card) string {
	const width = 50
	var b strings.Builder
	line := func(format string, args ...any) {
		s := fmt.Sprintf(format, args...)
		pad := width - len([]rune(s))
		if pad < 0 {
			pad = 0
		}
		b.WriteString("│ " + s + strings.Repeat(" ", pad) + " │\n")
	}
	rule := func(l, r string) { b.WriteString(l + strings.Repeat("─", width+2) + r + "\n") }
	toggle := "NO"
	if c.Toggle {
		toggle = "YES"
	}
	rule("┌", "┐")
	line("card %-3d %-12s frag %-2d suit %d  clock %2d +%d", c.Number, c.Name(), c.Fragment, c.Suit, c.Clock, c.Step)
	rule("├", "┤")
	line("CAUSE   d4    d6    d8    d10   d12")
	for r := 0; r < card.CauseRows; r++ {
		s := fmt.Sprintf(" %d    ", r+1)
		for col := 0; col < card.NumColumns; col++ {
			cell := c.Cause[r][col]
			flag := " "
			switch {
			case cell.CF && cell.Exceptional:
				flag = "‼"
			case cell.CF:
				flag = "!"
			case cell.Exceptional:
				flag = "*"
			}
			s += fmt.Sprintf("%3d%s  ", cell.Value, flag)
		}
		line("%s", strings.TrimRight(s, " "))
	}
	line("          (* exceptional  ! CF: calamity on row N)")
	rule("├", "┤")
	line("EFFECT  d4    d6    d8    d10   d12")
	for r := 0; r < card.EffectRows; r++ {
		s := fmt.Sprintf("(%d)    ", r+1)
		for col := 0; col < card.NumColumns; col++ {
			s += fmt.Sprintf("%3d   ", c.Effect[r][col])
		}
		line("%s", strings.TrimRight(s, " "))
	}
	rule("├", "┤")
	line("HIT LOCATION")
	for i, e := range c.Stack {
		mark := ""
		switch {
		case i < card.StandardSlot:
			mark = strings.Repeat("▲", int(e.Cost))
		case i > card.StandardSlot:
			mark = strings.Repeat("▼", int(e.Cost))
		}
		name := e.Location.String()
		if i == card.StandardSlot {
			name = "[" + name + "]"
		}
		line("  %-4s %s", mark, name)
	}
	rule("├", "┤")
	figs := make([]string, 0, card.MaxFigures)
	for i := 0; i < c.NumFigures(); i++ {
		figs = append(figs, fmt.Sprintf("☺%d", c.Figures[i]))
	}
	line("shield %+d   failure %-2d   figures %-9s burst %d", c.Pen, c.Failure, strings.Join(figs, " "), c.Burst)
	line("%*s", width, "toggle "+toggle)
	rule("└", "┘")
	return b.String()
}
