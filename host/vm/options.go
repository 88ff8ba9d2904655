package vm

import (
	"io"
	"time"
)

// Default limits used when an Options field is zero.
const (
	DefaultCallTimeout     = 2 * time.Second
	DefaultCallStackSize   = 256
	DefaultRegistrySize    = 1024
	DefaultRegistryMaxSize = 256 * 1024
	DefaultMaxString       = 1 << 20
	DefaultMaxMemory       = 64 << 20
	DefaultMaxPrint        = 1 << 20
)

// Options are the limits and wiring of a VM. Zero fields take the defaults
// above; Output nil means io.Discard.
type Options struct {
	// CallTimeout is the deadline of one Call (a context passed to Call may
	// carry an earlier one).
	CallTimeout time.Duration
	// CallStackSize caps nested Lua calls; deeper recursion fails with
	// "stack overflow".
	CallStackSize int
	// RegistrySize is the initial size of the Lua value stack, in values.
	RegistrySize int
	// RegistryMaxSize caps the Lua value stack; beyond it a call fails with
	// "registry overflow".
	RegistryMaxSize int
	// MaxString caps, in bytes, the strings built by string.rep, string.format,
	// string.gsub and table.concat.
	MaxString int
	// MaxMemory caps, in bytes, how much the live Go heap may grow while one
	// call runs before the call is stopped (see the package documentation,
	// "Memory", for how the growth is measured). Zero means DefaultMaxMemory;
	// a negative value turns the guard off.
	MaxMemory int64
	// MaxPrint caps, in bytes, what scripts print during one top-level call.
	MaxPrint int
	// Output receives what scripts print (spec output); default io.Discard.
	Output io.Writer
	// PoolSize caps the VMs a Pool hands out at once: beyond it Get waits
	// for a Put (0: no cap). Calls run on more VMs than there are CPUs share
	// them, so each takes longer by the wall clock its CallTimeout is
	// measured on, and each VM's garbage counts against the others' memory
	// guard: a cap near the CPU count keeps both limits meaning one script.
	PoolSize int
}

func (o Options) withDefaults() Options {
	if o.CallTimeout <= 0 {
		o.CallTimeout = DefaultCallTimeout
	}
	if o.CallStackSize <= 0 {
		o.CallStackSize = DefaultCallStackSize
	}
	if o.RegistrySize < 128 {
		o.RegistrySize = DefaultRegistrySize
	}
	if o.RegistryMaxSize <= 0 {
		o.RegistryMaxSize = DefaultRegistryMaxSize
	}
	if o.RegistryMaxSize < o.RegistrySize {
		o.RegistryMaxSize = o.RegistrySize
	}
	if o.MaxString <= 0 {
		o.MaxString = DefaultMaxString
	}
	if o.MaxMemory == 0 {
		o.MaxMemory = DefaultMaxMemory
	}
	if o.MaxPrint <= 0 {
		o.MaxPrint = DefaultMaxPrint
	}
	if o.Output == nil {
		o.Output = io.Discard
	}
	return o
}
