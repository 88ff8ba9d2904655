module github.com/twtw/twtw

go 1.26
