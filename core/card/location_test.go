package card

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestLocationText: a Location is written and read by its name, the one
// String gives ("right arm"), in encoding/json as in the deck file; an
// unknown name is refused naming the text.
func TestLocationText(t *testing.T) {
	names := [NumLocations]string{"head", "vitals", "chest", "belly", "right arm", "left arm", "right leg", "left leg"}
	for l := range Location(NumLocations) {
		text, err := l.MarshalText()
		if err != nil || string(text) != names[l] || l.String() != names[l] {
			t.Errorf("Location(%d): MarshalText %q (%v), String %q; want %q", uint8(l), text, err, l.String(), names[l])
		}
		var back Location
		if err := back.UnmarshalText([]byte(names[l])); err != nil || back != l {
			t.Errorf("UnmarshalText(%q) = %v (%v), want %v", names[l], back, err, l)
		}
	}
	// Read as ParseLocation reads: the underscored form too.
	var l Location
	if err := l.UnmarshalText([]byte("right_arm")); err != nil || l != RightArm {
		t.Errorf(`UnmarshalText("right_arm") = %v (%v), want right arm`, l, err)
	}
	l = Chest
	if err := l.UnmarshalText([]byte("elbow")); err == nil || err.Error() != `unknown hit location "elbow"` || l != Chest {
		t.Errorf(`UnmarshalText("elbow") = %v, left %v; want error naming "elbow" and the value unchanged`, err, l)
	}
	if text, err := Location(NumLocations).MarshalText(); err == nil || err.Error() != "hit location 8: no such location (want 0..7)" {
		t.Errorf("Location(8).MarshalText() = %q, %v; want the value refused", text, err)
	}
}

// TestCardJSONNamesLocations: encoding/json writes a card's stack as names,
// like the deck file. Card 16's stack is pinned by seed 001 "Bumping Hit
// Location": (chest), vitals, [belly], right arm, costs 2, 1, 0, 1.
func TestCardJSONNamesLocations(t *testing.T) {
	c := Standard().Cards[16]
	b, err := json.Marshal(&c)
	if err != nil {
		t.Fatal(err)
	}
	want := `"stack":[{"loc":"chest","cost":2},{"loc":"vitals","cost":1},{"loc":"belly","cost":0},{"loc":"right arm","cost":1}]`
	if !bytes.Contains(b, []byte(want)) {
		t.Errorf("json.Marshal(card 16) =\n%s\nwant it to hold %s", b, want)
	}
	var back Card
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Errorf("json.Unmarshal(json.Marshal(card 16)): %v (equal %v)", err, back == c)
	}
	// the committed file writes the same names
	if file := `"stack": [{"loc": "chest", "cost": 2}, {"loc": "vitals", "cost": 1}, {"loc": "belly", "cost": 0}, {"loc": "right arm", "cost": 1}]`; !bytes.Contains(standardJSON, []byte(file)) {
		t.Errorf("standard.json lacks card 16's stack %s", file)
	}
	var e StackEntry
	if err := json.Unmarshal([]byte(`{"loc": "elbow", "cost": 1}`), &e); err == nil || err.Error() != `unknown hit location "elbow"` {
		t.Errorf(`json.Unmarshal({"loc": "elbow"}) error %v, want unknown hit location "elbow"`, err)
	}
	if err := json.Unmarshal([]byte(`{"loc": 2, "cost": 1}`), &e); err == nil {
		t.Errorf(`json.Unmarshal({"loc": 2}) accepted a number, want a name`)
	}
	c.Stack[0].Location = NumLocations
	if _, err := json.Marshal(&c); err == nil {
		t.Error("json.Marshal of a card with location 8 succeeded, want an error")
	}
}

// TestLoadEscapedLocation: a location name is a JSON string like any other,
// so an escaped one reads the same ("\u0063hest" is "chest").
func TestLoadEscapedLocation(t *testing.T) {
	plain := []byte(`"stack": [{"loc": "chest", "cost": 2}, {"loc": "vitals"`) // card 16 (pins.go)
	if bytes.Count(standardJSON, plain) != 1 {
		t.Fatalf("standard.json holds card 16's stack opening %d times, want once", bytes.Count(standardJSON, plain))
	}
	escaped := bytes.Replace(standardJSON, plain, []byte(`"stack": [{"loc": "\u0063hest", "cost": 2}, {"loc": "vitals"`), 1)
	d, err := Load(bytes.NewReader(escaped))
	if err != nil || *d != *Standard() {
		t.Fatalf("Load(escaped chest): %v (equal %v)", err, err == nil && *d == *Standard())
	}
	bad := bytes.Replace(standardJSON, plain, []byte(`"stack": [{"loc": "elb\u006fw", "cost": 2}, {"loc": "vitals"`), 1)
	if _, err := Load(bytes.NewReader(bad)); err == nil || err.Error() != `card 16: stack slot 0 loc: unknown hit location "elbow"` {
		t.Errorf(`Load(escaped "elbow") error %v, want card 16: stack slot 0 loc: unknown hit location "elbow"`, err)
	}
}
