// Command ferretdb runs FerretDB v1.24.2 through its embeddable package.
// Building the upstream cmd/ferretdb from the module proxy panics at start
// (its build/version/version.txt is generated from git and absent from the module zip);
// the embeddable package has no such check.
package main

import (
	"context"
	"flag"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27018", "TCP address to listen on")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite directory URL (file:/abs/dir/)")
	level := flag.String("log-level", "warn", "debug, info, warn or error")
	indexed := flag.String("index-id-lookups", "", "comma-separated databases whose lookups by _id get an index (see id_index.go)")
	explain := flag.String("explain-id-lookups", "", "print how each collection of this database file is looked up by _id, and exit")
	flag.Parse()
	if *explain != "" {
		if err := explainIDLookups(*explain); err != nil {
			log.Fatal(err)
		}
		return
	}

	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(*level)); err != nil {
		log.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: lvl}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: *sqliteURL,
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if *indexed != "" {
		go indexIDLookups(ctx, *sqliteURL, strings.Split(*indexed, ","), logger)
	}
	if err := f.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
