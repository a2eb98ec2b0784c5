// Never download a browser: the system Chromium is used (CHROME_PATH, default /usr/bin/chromium).
module.exports = { skipDownload: true };
