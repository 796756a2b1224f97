/**
 * Resumable uploads (tus, decisions 106, 125 and 127): the browser sends a file in requests of at most this many
 * bytes, the first of them with the request that creates the upload (a file of this size or less is one request),
 * and the server keeps what it receives in pieces of this size. A proxy in front must allow a request body this
 * large (docs/DEPLOY.md). One definition for the web app, the API's store and the deadline-rush bench.
 */
export const UKURAN_POTONGAN_TUS = 1024 * 1024;
