package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"

	"github.com/twtw/twtw/host"
)

// The chart's size: 10 × 8 inches; a PNG is drawn at 96 dots per inch
// (960 × 768 pixels), an SVG is 720 × 576 points.
const (
	plotWidth  = 10 * vg.Inch
	plotHeight = 8 * vg.Inch
	plotDPI    = 96
)

// writePlot draws the report into file (.svg or .png): above, each side's
// win rate (and undecided) per variant with its 95 % interval; below, the
// fight-length distribution of each variant (share of fights by rounds).
func writePlot(file string, r *host.SimReport) error {
	rates, err := ratesPlot(r)
	if err != nil {
		return err
	}
	lengths, err := lengthPlot(r)
	if err != nil {
		return err
	}
	plots := [][]*plot.Plot{{rates}, {lengths}}
	var canvas vg.CanvasWriterTo
	switch strings.ToLower(filepath.Ext(file)) {
	case ".svg":
		canvas = vgsvg.New(plotWidth, plotHeight)
	case ".png":
		canvas = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(plotWidth, plotHeight), vgimg.UseDPI(plotDPI))}
	default:
		return fmt.Errorf("want a file name ending in .svg or .png")
	}
	dc := draw.New(canvas)
	tiles := draw.Tiles{Rows: 2, Cols: 1, PadTop: vg.Points(8), PadBottom: vg.Points(8), PadLeft: vg.Points(8), PadRight: vg.Points(8), PadY: vg.Points(24)}
	for i, row := range plot.Align(plots, tiles, dc) {
		plots[i][0].Draw(row[0])
	}
	return writeFile(file, func(w io.Writer) error {
		if _, err := canvas.WriteTo(w); err != nil {
			return fmt.Errorf("writing: %w", err)
		}
		return nil
	})
}

// rateBars are one variant's rates with their intervals, as percentages at
// x = category + offset.
type rateBars struct {
	plotter.XYs
	plotter.YErrors
}

func ratesPlot(r *host.SimReport) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: win rates with 95%% intervals (%d fights, seeds %d..%d)",
		r.Scenario, r.Runs, r.FirstSeed, r.FirstSeed+uint64(r.Runs)-1)
	p.Y.Label.Text = "% of fights"
	p.Y.Min, p.Y.Max = 0, legendRoom(100, len(r.Variants))
	// ticks up to 100 only: the room above is the legend's
	var ticks []plot.Tick
	for y := 0; y <= 100; y += 20 {
		ticks = append(ticks, plot.Tick{Value: float64(y), Label: fmt.Sprint(y)})
	}
	p.Y.Tick.Marker = plot.ConstantTicks(ticks)
	p.Legend.Top = true
	cats := append(sidesOf(r), "undecided")
	p.NominalX(cats...)
	n := len(r.Variants)
	for k, v := range r.Variants {
		off := (float64(k) - float64(n-1)/2) * 0.12
		var bars rateBars
		for i, cat := range cats {
			rt := v.Stats.Undecided
			if cat != "undecided" {
				rt = findRate(v.Stats.Wins, cat, v.Stats.Fights)
			}
			y := 100 * rt.Rate
			bars.XYs = append(bars.XYs, plotter.XY{X: float64(i) + off, Y: y})
			bars.YErrors = append(bars.YErrors, struct{ Low, High float64 }{y - 100*rt.CI.Lo, 100*rt.CI.Hi - y})
		}
		errs, err := plotter.NewYErrorBars(bars)
		if err != nil {
			return nil, fmt.Errorf("rates of %s: %w", v.Label, err)
		}
		pts, err := plotter.NewScatter(bars.XYs)
		if err != nil {
			return nil, fmt.Errorf("rates of %s: %w", v.Label, err)
		}
		col := plotutil.Color(k)
		errs.Color, pts.Color = col, col
		errs.LineStyle.Width = vg.Points(1.5)
		pts.Shape = plotutil.Shape(k)
		pts.Radius = vg.Points(3.5)
		p.Add(errs, pts)
		p.Legend.Add(v.Label, pts)
	}
	return p, nil
}

func lengthPlot(r *host.SimReport) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "fight length"
	p.X.Label.Text = roundWord(r) + "s"
	p.Y.Label.Text = "% of fights"
	p.Legend.Top = true
	lo, hi := 0, 0
	for _, v := range r.Variants {
		if h := v.Stats.Rounds; len(h.Histogram) > 0 {
			if lo == 0 || h.Min < lo {
				lo = h.Min
			}
			hi = max(hi, h.Max)
		}
	}
	if hi == 0 {
		return p, nil
	}
	var labels []string
	for x := lo; x <= hi; x++ {
		labels = append(labels, fmt.Sprint(x))
	}
	p.NominalX(labels...)
	n := len(r.Variants)
	width := vg.Points(min(18, 300/float64(n*len(labels))))
	top := 0.0
	for k, v := range r.Variants {
		vals := make(plotter.Values, len(labels))
		for _, b := range v.Stats.Rounds.Histogram {
			if v.Stats.Fights > 0 {
				vals[b.Rounds-lo] = 100 * float64(b.Fights) / float64(v.Stats.Fights)
			}
		}
		bars, err := plotter.NewBarChart(vals, width)
		if err != nil {
			return nil, fmt.Errorf("fight length of %s: %w", v.Label, err)
		}
		bars.Color = plotutil.Color(k)
		bars.LineStyle.Width = 0
		bars.Offset = vg.Length(float64(k)-float64(n-1)/2) * width
		p.Add(bars)
		p.Legend.Add(lengthLegend(v), bars)
		for _, y := range vals {
			top = max(top, y)
		}
	}
	p.Y.Min, p.Y.Max = 0, legendRoom(top, n)
	return p, nil
}

// legendRoom is the top of a y axis whose data reach top, raised so that a
// legend of n entries at the top of the panel sits above the data rather
// than over it (an entry takes about a fourteenth of a panel's height).
func legendRoom(top float64, n int) float64 {
	share := min(0.6, 0.07*float64(n)+0.03)
	return top / (1 - share)
}

// sidesOf lists the sides of the baseline's win rates (the scenario's, then any other winner).
func sidesOf(r *host.SimReport) []string {
	var out []string
	for _, w := range r.Variants[0].Stats.Wins {
		out = append(out, w.Name)
	}
	return out
}

// lengthLegend is a variant's entry in the fight-length legend: its label
// and mean length, or that no fight of it finished (every one failed under
// --keep-going), which a mean of 0.00 would hide.
func lengthLegend(v *host.Variant) string {
	if v.Stats.Fights == 0 {
		return v.Label + " (no fight finished)"
	}
	return fmt.Sprintf("%s (mean %.2f)", v.Label, v.Stats.Rounds.Mean)
}
