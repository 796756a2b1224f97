-- Custom SQL migration file, put your code below! --
SELECT 1;
