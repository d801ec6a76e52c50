const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { testPass } = require('./test-pass');

/*
 * Jest runs the files it knows to be slow first, so that no worker is left finishing a long file
 * alone at the end of a run; it knows them from its cache of earlier runs on the machine. A fresh
 * clone (CI) has no such cache and jest falls back to file sizes, which put a restart or browser
 * file of a few kilobytes last. The committed durations (test/setup/file-durations.json, wall
 * seconds per pass, refreshed with RECORD_FILE_DURATIONS=1) stand in until the cache has its own.
 * They only order the run: a file they do not name (a new one) or a missing list changes nothing
 * but the order.
 */
const DURATIONS_FILE = path.join(__dirname, 'file-durations.json');
const recorded = fs.existsSync(DURATIONS_FILE) ? JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) : {};

class LongestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const seconds = recorded[testPass()]?.[path.relative(test.context.config.rootDir, test.path)];
    return seconds == null ? undefined : seconds * 1000;
  }
}

module.exports = LongestFirstSequencer;
