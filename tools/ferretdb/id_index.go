package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the SQLite driver FerretDB itself uses
)

// FerretDB 1.24 looks a document up by _id (find, update, delete) with `_ferretdb_sjson->'$._id' = ?`, while the
// unique index it creates for _id is on `_ferretdb_sjson->"_id"`. SQLite uses an expression index only for that
// same expression, so every lookup by _id read the whole table: its cost grew with the collection. Beside
// FerretDB's own index, each collection's table gets one on the expression the lookups use. FerretDB does not
// know of it (its metadata lists its own indexes) and SQLite drops it with the table.

const idPathSuffix = "__id_path"

// indexIDLookups adds the index to every collection table of the named databases, now and every second
// (collections are created as the site first writes to them), until ctx ends.
func indexIDLookups(ctx context.Context, sqliteURL string, databases []string, logger *slog.Logger) {
	u, err := url.Parse(sqliteURL)
	if err != nil {
		logger.Error("id index: bad SQLite URL", "error", err)
		return
	}
	dir := u.Opaque
	if dir == "" {
		dir = u.Path
	}
	ticker := time.NewTicker(time.Second)
	defer ticker.Stop()
	// A file whose database and write-ahead log are unchanged since its last check has no new collection: while
	// nobody writes (an idle site), nothing is opened.
	checked := map[string]string{}
	for {
		for _, name := range databases {
			file := filepath.Join(dir, name+".sqlite")
			if _, err := os.Stat(file); err != nil {
				continue // not created yet
			}
			state := fileState(file) + fileState(file+"-wal")
			if checked[file] == state {
				continue
			}
			if err := indexFile(ctx, file); err != nil {
				if ctx.Err() == nil {
					logger.Debug("id index: not yet", "file", file, "error", err)
				}
				continue
			}
			checked[file] = state
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// fileState is a file's size and modification time, or "" when it does not exist.
func fileState(file string) string {
	info, err := os.Stat(file)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%d@%d;", info.Size(), info.ModTime().UnixNano())
}

// indexFile adds the missing indexes of one database file. A fresh connection each time: a database dropped and
// created again is a new file under the same name.
func indexFile(ctx context.Context, file string) error {
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `SELECT table_name FROM _ferretdb_collections
		WHERE table_name NOT IN (SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name LIKE '%'||?)`, idPathSuffix)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, t)
	}
	rows.Close()
	for _, t := range tables {
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %s ON %s (_ferretdb_sjson->'$._id')`, quote(t+idPathSuffix), quote(t))
		// A table dropped meanwhile is no error worth more than a retry.
		if _, err := db.ExecContext(ctx, q); err != nil && !strings.Contains(err.Error(), "no such table") {
			return err
		}
	}
	return nil
}

func quote(name string) string {
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}

// explainIDLookups prints, for each collection table of one database file, how SQLite runs FerretDB's lookup by
// _id: "SEARCH ... USING INDEX ..." once the index is there, "SCAN ..." before (for the tests, and to check a site).
func explainIDLookups(file string) error {
	db, err := sql.Open("sqlite", "file:"+file+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name, table_name FROM _ferretdb_collections ORDER BY name`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var name, table string
		if err := rows.Scan(&name, &table); err != nil {
			return err
		}
		var id, parent, notUsed int
		var detail string
		q := fmt.Sprintf(`EXPLAIN QUERY PLAN SELECT _ferretdb_sjson FROM %s WHERE _ferretdb_sjson->'$._id' = ?`, quote(table))
		if err := db.QueryRow(q, "x").Scan(&id, &parent, &notUsed, &detail); err != nil {
			return err
		}
		fmt.Printf("%s\t%s\n", name, detail)
	}
	return rows.Err()
}
