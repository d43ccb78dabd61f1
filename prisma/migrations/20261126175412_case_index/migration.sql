-- This is an empty migration.

