/** A multipart/form-data body with one `file` field, as a browser's file input sends it. */
export function multipart(file: Buffer, filename = 'me.png', contentType = 'image/png') {
  const boundary = '----sortim-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
