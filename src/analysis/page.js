// ferrum analysis page: a board that follows the move list, the graph and the keys.
(function () {
  "use strict";
  var ROLES = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };
  var SQ = 45, M = 20;
  function coords(s, flip) {
    var f = s.charCodeAt(0) - 97, r = s.charCodeAt(1) - 49;
    var col = flip ? 7 - f : f, row = flip ? r : 7 - r;
    return [M + col * SQ, M + row * SQ];
  }
  function arrow(from, to, color, flip) {
    var a = coords(from, flip), b = coords(to, flip);
    var x0 = a[0] + SQ / 2, y0 = a[1] + SQ / 2, x1 = b[0] + SQ / 2, y1 = b[1] + SQ / 2;
    if (from === to) {
      return '<circle cx="' + x0 + '" cy="' + y0 + '" r="19" fill="none" stroke="' + color + '" stroke-width="4" opacity="0.8"/>';
    }
    var dx = x1 - x0, dy = y1 - y0, len = Math.sqrt(dx * dx + dy * dy), ux = dx / len, uy = dy / len;
    var tx = x1 - ux * 5, ty = y1 - uy * 5, bx = tx - ux * 20, by = ty - uy * 20, px = -uy, py = ux;
    return '<g opacity="0.8"><line x1="' + (x0 + ux * 8) + '" y1="' + (y0 + uy * 8) + '" x2="' + (bx + ux) + '" y2="' + (by + uy) +
      '" stroke="' + color + '" stroke-width="9"/><polygon points="' + tx + ',' + ty + ' ' + (bx + px * 11) + ',' + (by + py * 11) + ' ' +
      (bx - px * 11) + ',' + (by - py * 11) + '" fill="' + color + '"/></g>';
  }
  function boardSvg(p, flip) {
    var h = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#212121"/>';
    var lit = {};
    if (p.last) { lit[p.last[0]] = 1; lit[p.last[1]] = 1; }
    for (var r = 0; r < 8; r++) {
      for (var f = 0; f < 8; f++) {
        var name = String.fromCharCode(97 + f) + (r + 1), xy = coords(name, flip), light = (f + r) % 2 === 1;
        var fill = lit[name] ? (light ? "#cdd16a" : "#aaa23b") : (light ? "#ffce9e" : "#d18b47");
        h += '<rect x="' + xy[0] + '" y="' + xy[1] + '" width="45" height="45" fill="' + fill + '"/>';
      }
    }
    for (var i = 0; i < 8; i++) {
      var file = String.fromCharCode(97 + i), rank = String(i + 1);
      var cx = M + (flip ? 7 - i : i) * SQ + SQ / 2, ry = M + (flip ? i : 7 - i) * SQ + SQ / 2 + 5;
      h += '<text x="' + cx + '" y="15" font-size="14" text-anchor="middle" fill="#e5e5e5" font-family="sans-serif">' + file + '</text>';
      h += '<text x="' + cx + '" y="395" font-size="14" text-anchor="middle" fill="#e5e5e5" font-family="sans-serif">' + file + '</text>';
      h += '<text x="10" y="' + ry + '" font-size="14" text-anchor="middle" fill="#e5e5e5" font-family="sans-serif">' + rank + '</text>';
      h += '<text x="390" y="' + ry + '" font-size="14" text-anchor="middle" fill="#e5e5e5" font-family="sans-serif">' + rank + '</text>';
    }
    var rows = p.fen.split(" ")[0].split("/");
    for (var row = 0; row < 8 && row < rows.length; row++) {
      var col = 0, text = rows[row].replace(/\[.*$/, "");
      for (var k = 0; k < text.length && col < 8; k++) {
        var c = text[k];
        if (c >= "1" && c <= "8") { col += c.charCodeAt(0) - 48; continue; }
        var role = ROLES[c.toLowerCase()];
        if (!role) { continue; }
        var at = coords(String.fromCharCode(97 + col) + (8 - row), flip);
        var id = (c === c.toUpperCase() ? "white-" : "black-") + role;
        h += '<use href="#' + id + '" x="' + at[0] + '" y="' + at[1] + '"/>';
        col++;
      }
    }
    if (p.best) { h += arrow(p.best[0], p.best[1], "#15781b", flip); }
    return h + "</svg>";
  }
  var active = null;
  function setup(section) {
    var plies = JSON.parse(section.querySelector("script.plies").textContent);
    var state = { ply: 0, flip: false, section: section, plies: plies };
    var board = section.querySelector(".board"), caption = section.querySelector(".caption");
    var moves = section.querySelectorAll(".moves .mv");
    var graph = section.querySelector(".graph svg");
    var cursor = null;
    if (graph) {
      cursor = document.createElementNS("http://www.w3.org/2000/svg", "line");
      cursor.setAttribute("stroke", "#2f7fd0"); cursor.setAttribute("stroke-width", "1.5");
      cursor.setAttribute("y1", "22"); cursor.setAttribute("y2", "178");
      graph.appendChild(cursor);
    }
    function show(ply) {
      ply = Math.max(0, Math.min(plies.length - 1, ply));
      state.ply = ply;
      var p = plies[ply];
      board.innerHTML = boardSvg(p, state.flip);
      var ev = p.eval ? '<span class="ev">' + p.eval + "</span>" : "";
      var best = p.bestSan ? " · best " + p.bestSan : "";
      caption.innerHTML = ev + (ply === 0 ? "Start" : "After " + p.text) + best;
      for (var i = 0; i < moves.length; i++) {
        moves[i].classList.toggle("current", Number(moves[i].dataset.ply) === ply);
      }
      if (cursor) {
        var col = graph.querySelector('.ply[data-ply="' + ply + '"]');
        if (col) {
          var x = Number(col.getAttribute("x")) + Number(col.getAttribute("width")) / 2;
          if (ply === 0) { x = Number(col.getAttribute("x")); }
          cursor.setAttribute("x1", x); cursor.setAttribute("x2", x);
        }
      }
    }
    state.show = show;
    section.addEventListener("click", function (e) {
      var t = e.target.closest("[data-ply]");
      active = state;
      if (t && t.classList.contains("moment")) { show(Number(t.dataset.ply)); board.scrollIntoView({ block: "nearest" }); return; }
      if (t && section.contains(t)) { show(Number(t.dataset.ply)); return; }
      var b = e.target.closest("button[data-step]");
      if (b) { show(state.ply + Number(b.dataset.step)); }
    });
    board.addEventListener("dblclick", function () { state.flip = !state.flip; show(state.ply); });
    show(0);
    return state;
  }
  var states = [];
  var sections = document.querySelectorAll("section.game");
  for (var i = 0; i < sections.length; i++) { states.push(setup(sections[i])); }
  active = states[0] || null;
  document.addEventListener("keydown", function (e) {
    if (!active) { return; }
    if (e.key === "ArrowLeft") { active.show(active.ply - 1); e.preventDefault(); }
    if (e.key === "ArrowRight") { active.show(active.ply + 1); e.preventDefault(); }
    if (e.key === "Home") { active.show(0); }
    if (e.key === "End") { active.show(active.plies.length - 1); }
  });
})();
