// The shop's mails as blocks rendered to a plain and an HTML part (lib/mail.js): one narrow
// column, no tables, readable in a phone mail app.

const { escapeHtml } = require(`${__hooks}/lib/markup.js`);

/**
 * One block of a mail: a heading, a paragraph, label-value pairs, a link or a list.
 * @typedef {{ h?: string, p?: string, pairs?: unknown[][], link?: [string, string], list?: string[] }} Block
 */

/**
 * Builds both parts from blocks: {p: text}, {pairs: [[label, value]]}, {list: [text]},
 * {h: heading}, {link: [label, url]}. Plain text mirrors the HTML line for line.
 * @param {string} shopName
 * @param {Block[]} blocks
 */
function render(shopName, blocks) {
  const text = [];
  const html = [];
  for (const block of blocks) {
    if (block.h) {
      text.push("", block.h.toUpperCase());
      html.push(`<h2 style="font-size:17px;margin:20px 0 6px">${escapeHtml(block.h)}</h2>`);
    } else if (block.p) {
      text.push("", block.p);
      html.push(`<p style="margin:8px 0;white-space:pre-line">${escapeHtml(block.p)}</p>`);
    } else if (block.pairs) {
      for (const [label, value] of block.pairs) {
        text.push(`${label}: ${value}`);
        html.push(
          `<p style="margin:2px 0"><span style="color:#555">${escapeHtml(label)}:</span> <strong>${escapeHtml(value)}</strong></p>`,
        );
      }
    } else if (block.link) {
      const [label, url] = block.link;
      text.push("", `${label}: ${url}`);
      html.push(
        `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#7a1f3d;color:#fff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`,
      );
    } else if (block.list) {
      for (const line of block.list) {
        text.push(`- ${line}`);
        html.push(`<p style="margin:2px 0">&bull; ${escapeHtml(line)}</p>`);
      }
    }
  }
  const body = [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"></head>',
    '<body style="margin:0;padding:0;background:#f6f6f6">',
    '<div style="max-width:560px;margin:0 auto;padding:16px;background:#fff;',
    "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45;color:#111;",
    'word-wrap:break-word;overflow-wrap:anywhere">',
    `<p style="font-size:19px;font-weight:bold;margin:0 0 12px">${escapeHtml(shopName)}</p>`,
    html.join("\n"),
    "</div></body></html>",
  ].join("");
  return { text: `${shopName}\n${text.join("\n").trim()}\n`, html: body };
}

module.exports = { render };
