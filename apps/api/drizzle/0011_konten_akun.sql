-- Custom SQL migration file, put your code below! --
-- Content and accounts (issue 17) needed no new table or column: this reserved slot stays empty.
SELECT 1;
