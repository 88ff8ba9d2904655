//go:build unix

package campaign

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// lockDir takes an exclusive flock on dir, waiting up to wait for another
// holder to let go, and returns its release.
func lockDir(dir string, wait time.Duration) (func(), error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("cannot lock the folder for the edit: %w", err)
	}
	deadline := time.Now().Add(wait)
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return func() {
				_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
				f.Close()
			}, nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			f.Close()
			return nil, fmt.Errorf("cannot lock the folder for the edit: %w", err)
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, fmt.Errorf("another edit of a campaign in %s has held it for %v: try again when it is done", dir, wait)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// canWrite reports whether this process may write name (root may write a
// read-only file: writable checks the mode as well).
func canWrite(name string) bool { return syscall.Access(name, 2 /* W_OK */) == nil }
