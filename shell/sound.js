// Sound: the table's cues (core/present/cues.h, taken after every frame) played with Web Audio, each from its
// own file of the sounds the build synthesises (assets/make_sounds.py). Loaded after the first table, and
// only once the Settings' Sound switch is on (it is off by default). A hidden tab plays nothing; reduced
// motion silences nothing: only the switch does. It imports nothing: main.js hands it the bridge's calls and
// the notices, so the bundle's shared chunks stay as they were (a chunk more is bytes of the first load); its
// words are words.js's, which the first load holds already.
import { t } from './words.js?v=dev';

// One kind of sound at most this often (ms): autoplay at the fast speed sends cards home every 44 ms, which
// would rattle; the frames already merge each kind's cues between two frames into one.
const GAP = 90;

let on = false;
let build = 'v=dev'; // the site's version stamp, for the sounds' URLs (main.js's)
let takeCues = () => 0; // bridge.js's
let notify = () => {};
let names = []; // the cues' names, in the order of the bits the table reports them by
let context = null;
let failed = false; // a sound could not be loaded
const sounds = new Map(); // cue name -> its decoded sound (a promise), fetched the first time it is heard
const last = new Map(); // cue name -> when its sound last started (performance.now())

// A browser lets a page's audio start only after the player's gesture: the context is made when the switch
// is turned on (a click), and taken up again at the next press or key whenever the browser holds it back.
function wake() {
  if (context && context.state === 'suspended') context.resume().catch(() => {});
}

// The switch: on makes the audio context (once) and plays the cues from the next frame on. The rest are
// bridge.js's takeCues and cueNames, notices.js's notify and the build's stamp.
export function switchTo(wanted, take, cueNames, tell, buildStamp) {
  on = wanted;
  build = buildStamp;
  takeCues = take;
  notify = tell;
  takeCues(); // cues heard while it was off are not played late
  if (!on || context) return wake();
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (!Context) {
    on = false;
    notify(t('sound.unsupported'), 'error');
    return;
  }
  names = cueNames();
  context = new Context();
  addEventListener('pointerdown', wake, true);
  addEventListener('keydown', wake, true);
  document.addEventListener('visibilitychange', () => takeCues()); // nothing heard hidden plays later
  wake();
}

function sound(name) {
  if (!sounds.has(name)) {
    const url = `assets/sounds/${name}.wav?${build}`;
    sounds.set(name, fetch(url)
      .then((r) => { if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`); return r.arrayBuffer(); })
      .then((bytes) => context.decodeAudioData(bytes))
      .catch((e) => {
        sounds.delete(name); // asked for again next time
        if (!failed) notify(t('sound.not_loaded', { why: e.message ?? e }), 'error');
        failed = true; // said once, not at every card
        return null;
      }));
  }
  return sounds.get(name);
}

function play(name) {
  const now = performance.now();
  if (now - (last.get(name) ?? -Infinity) < GAP) return;
  last.set(name, now);
  sound(name).then((buffer) => {
    if (!buffer || !on || document.hidden) return;
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    source.start();
  });
}

// After every frame: the cues since the last one, played unless the switch is off or the tab hidden. They
// are taken either way, so none is played late.
export function afterFrame() {
  const cues = takeCues();
  if (cues && on && !document.hidden) names.forEach((name, i) => { if (cues >> i & 1) play(name); });
}
