/**
 * Draws a captcha-looking SVG as a data URL, so the mock sign-in shows a real image (the generated mock would
 * put random letters in `image`, which the browser cannot display).
 */
export function captchaDataUrl(code: string): string {
  const glyphs = [...code]
    .map((char, index) => {
      const x = 16 + index * 24;
      const y = 32 + ((index * 7) % 9) - 4;
      const rotate = ((index * 37) % 40) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="Verdana,sans-serif" font-size="26" font-weight="700" fill="#409eff">${char}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="48" viewBox="0 0 130 48">` +
    `<rect width="130" height="48" fill="#f4f8ff"/>` +
    `<path d="M4 30 C 40 6, 80 46, 126 18" stroke="#a0cfff" stroke-width="2" fill="none"/>` +
    `<path d="M6 14 C 50 40, 90 4, 124 36" stroke="#c6e2ff" stroke-width="1.5" fill="none"/>` +
    glyphs +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
