package main

import (
	"context"
	"encoding/xml"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gonum.org/v1/plot/plotutil"

	"github.com/twtw/twtw/host"
	"github.com/twtw/twtw/host/simreport"
)

// simReport runs a small simulation of the duel, baseline and with bleeding.
func simReport(t *testing.T) *host.SimReport {
	t.Helper()
	sc, err := host.BuiltinScenario("", "duel")
	if err != nil {
		t.Fatal(err)
	}
	variants, err := simVariants(host.Options{}, []string{"bleeding"})
	for _, v := range variants {
		defer v.Engine.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	o := host.SimOptions{Runs: 40, FirstSeed: 1, Workers: 2}
	r := host.NewSimReport(sc, variants, o)
	err = host.Simulate(context.Background(), sc, []*host.Engine{variants[0].Engine, variants[1].Engine}, o,
		func(seed uint64, outs []host.Outcome) error { r.Add(seed, outs); return nil })
	if err != nil {
		t.Fatal(err)
	}
	r.Finish()
	return r
}

// hexColor is a series colour as the SVG writes it.
func hexColor(k int) string {
	r, g, b, _ := plotutil.Color(k).RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// The chart read back: an SVG of 720 × 576 points whose texts name each
// variant (in the legends, the fight-length one with its mean), each side and
// "undecided", and which draws each variant's series in its own colour —
// an interval (a stroked path) per rate and a bar per round count of the
// fight-length axis; a PNG that decodes to 960 × 768 pixels with each
// variant's colour in it.
func TestPlotReadBack(t *testing.T) {
	r := simReport(t)
	dir := t.TempDir()
	svgPath, pngPath := filepath.Join(dir, "p.svg"), filepath.Join(dir, "p.png")
	if err := writePlot(svgPath, r); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		XMLName xml.Name
		Width   string `xml:"width,attr"`
		Height  string `xml:"height,attr"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("not XML: %v", err)
	}
	if doc.XMLName.Local != "svg" || doc.Width != "720pt" || doc.Height != "576pt" {
		t.Fatalf("root <%s width=%q height=%q>, want <svg width=720pt height=576pt>", doc.XMLName.Local, doc.Width, doc.Height)
	}
	texts := svgTexts(t, b)
	want := []string{"posse", "gang", "undecided", "fight length", "rounds", "baseline", "with bleeding",
		fmt.Sprintf("baseline (mean %.2f)", r.Variants[0].Stats.Rounds.Mean),
		fmt.Sprintf("with bleeding (mean %.2f)", r.Variants[1].Stats.Rounds.Mean)}
	for _, w := range want {
		if !texts[w] {
			t.Errorf("the SVG has no text %q", w)
		}
	}
	svg := string(b)
	lo, hi := r.Variants[0].Stats.Rounds.Min, r.Variants[0].Stats.Rounds.Max
	for k := range r.Variants {
		lo, hi = min(lo, r.Variants[k].Stats.Rounds.Min), max(hi, r.Variants[k].Stats.Rounds.Max)
	}
	for k, v := range r.Variants {
		c := hexColor(k)
		if n := strings.Count(svg, "stroke:"+c); n < 3 {
			t.Errorf("%s: %d paths stroked %s, want an interval for each of posse, gang, undecided", v.Label, n, c)
		}
		// One bar per round count lo..hi, and the legend's swatch.
		if n, want := strings.Count(svg, "fill:"+c+"\""), hi-lo+1+1; n != want {
			t.Errorf("%s: %d shapes filled %s, want %d (rounds %d..%d and the legend)", v.Label, n, c, want, lo, hi)
		}
	}

	if err := writePlot(pngPath, r); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if s := img.Bounds().Size(); s != (image.Point{960, 768}) {
		t.Errorf("PNG is %v, want 960×768", s)
	}
	for k, v := range r.Variants {
		if !hasColor(img, plotutil.Color(k).RGBA) {
			t.Errorf("the PNG has no pixel of %s's colour %s", v.Label, hexColor(k))
		}
	}
	if err := writePlot(filepath.Join(dir, "p.pdf"), r); err == nil {
		t.Error("--plot p.pdf: want an error")
	}
}

func svgTexts(t *testing.T, b []byte) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	d := xml.NewDecoder(strings.NewReader(string(b)))
	in := false
	for {
		tok, err := d.Token()
		if err != nil {
			break
		}
		switch x := tok.(type) {
		case xml.StartElement:
			in = x.Name.Local == "text"
		case xml.CharData:
			if in {
				out[strings.TrimSpace(string(x))] = true
			}
		case xml.EndElement:
			in = false
		}
	}
	return out
}

func hasColor(img image.Image, rgba func() (r, g, b, a uint32)) bool {
	r0, g0, b0, _ := rgba()
	bd := img.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		for x := bd.Min.X; x < bd.Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			if r>>8 == r0>>8 && g>>8 == g0>>8 && b>>8 == b0>>8 {
				return true
			}
		}
	}
	return false
}

// The legends sit above the data: each panel's y axis reaches past its
// highest point by the room a legend of that many entries takes (seven
// variants hid the saloon's tallest bars), and the rates' ticks stop at 100.
func TestPlotLeavesRoomForTheLegend(t *testing.T) {
	r := simReport(t)
	rates, err := ratesPlot(r)
	if err != nil {
		t.Fatal(err)
	}
	if want := 100 / (1 - 0.17); rates.Y.Max != want {
		t.Errorf("rates: y max %v, want %v (two entries)", rates.Y.Max, want)
	}
	for _, tk := range rates.Y.Tick.Marker.Ticks(rates.Y.Min, rates.Y.Max) {
		if tk.Value > 100 {
			t.Errorf("rates: a tick at %v, above 100%%", tk.Value)
		}
	}
	length, err := lengthPlot(r)
	if err != nil {
		t.Fatal(err)
	}
	top := 0.0
	for _, v := range r.Variants {
		for _, b := range v.Stats.Rounds.Histogram {
			top = max(top, 100*float64(b.Fights)/float64(v.Stats.Fights))
		}
	}
	if want := top / (1 - 0.17); length.Y.Max != want {
		t.Errorf("fight length: y max %v, want %v (the tallest bar %v%%, two entries)", length.Y.Max, want, top)
	}
	if math.Abs(legendRoom(10, 7)-10/(1-0.52)) > 1e-9 || math.Abs(legendRoom(10, 20)-10/(1-0.6)) > 1e-9 {
		t.Errorf("legendRoom(10, 7) = %v, (10, 20) = %v; want 10/0.48 and 10/0.4 (capped)", legendRoom(10, 7), legendRoom(10, 20))
	}
}

// A variant none of whose fights finished (each failed, --keep-going) is
// said so in the fight-length legend: it read "(mean 0.00)", a length no
// fight had.
func TestLengthLegendOfAVariantWithoutFights(t *testing.T) {
	none := &host.Variant{Label: "with house rules ./allfail (+gulch.allfail)", Stats: &simreport.VariantStats{}}
	if got, want := lengthLegend(none), "with house rules ./allfail (+gulch.allfail) (no fight finished)"; got != want {
		t.Errorf("legend %q, want %q", got, want)
	}
	some := &host.Variant{Label: "baseline", Stats: &simreport.VariantStats{}}
	some.Stats.Fights, some.Stats.Rounds.Mean = 3, 4.333
	if got, want := lengthLegend(some), "baseline (mean 4.33)"; got != want {
		t.Errorf("legend %q, want %q", got, want)
	}
}
