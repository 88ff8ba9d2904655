package protocache

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"sync"

	lua "github.com/yuin/gopher-lua"
)

// Cache is a folder of compiled chunks. The zero of *Cache (nil) is a cache
// that never hits and never stores.
type Cache struct {
	dir string
}

// Open returns the cache kept in dir (created when the first entry is
// stored).
func Open(dir string) *Cache { return &Cache{dir: dir} }

// Dir is the cache's folder.
func (c *Cache) Dir() string { return c.dir }

// luaVersion is the gopher-lua module version this binary was built with
// ("" when the build carries no module information).
var luaVersion = sync.OnceValue(func() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "github.com/yuin/gopher-lua" {
				return m.Version
			}
		}
	}
	return ""
})

// Key names the entry of the script at path (its chunk name) with text: a
// hash of both, the encoding's version and gopher-lua's version.
func Key(path string, text []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "twtw lua chunk %d %s\x00%s\x00", Format, luaVersion(), path)
	h.Write(text)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *Cache) file(key string) string {
	return filepath.Join(c.dir, "lua", key[:2], key)
}

// Load returns the chunk stored under key; false on a miss, a damaged entry
// or any read error.
func (c *Cache) Load(key string) (*lua.FunctionProto, bool) {
	if c == nil || len(key) < 2 {
		return nil, false
	}
	b, err := os.ReadFile(c.file(key))
	if err != nil || len(b) < 4 {
		return nil, false
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, false
	}
	p, err := Decode(body)
	if err != nil {
		return nil, false
	}
	return p, true
}

// Store writes the chunk under key: to a temporary file in the entry's
// folder, then renamed into place, so a concurrent reader sees the whole
// entry or none.
func (c *Cache) Store(key string, p *lua.FunctionProto) error {
	if c == nil {
		return nil
	}
	if len(key) < 2 {
		return errors.New("protocache: empty key")
	}
	b, err := Encode(p)
	if err != nil {
		return err
	}
	b = binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	name := c.file(key)
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return fmt.Errorf("protocache: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), key[:8]+".tmp"+strconv.Itoa(os.Getpid())+"-*")
	if err != nil {
		return fmt.Errorf("protocache: %w", err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("protocache: %w", err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("protocache: %w", err)
	}
	return nil
}
