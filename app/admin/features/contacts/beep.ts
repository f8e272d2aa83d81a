// the new-message sound: an 800 Hz sine wave for half a second. The audio context is created
// lazily (on the first beep, or earlier on the first click so browsers allow it to play) and
// every failure is ignored: a blocked sound must never break the screen.

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === "undefined") return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

export interface Beeper {
  // create or wake the audio context; call it from a user gesture
  unlock: () => void;
  beep: () => void;
  close: () => void;
}

export function createBeeper({ frequency = 800, seconds = 0.5, volume = 0.2 } = {}): Beeper {
  let context: AudioContext | null = null;

  function ready(): AudioContext | null {
    try {
      if (!context) {
        const Context = audioContextClass();
        if (!Context) return null;
        context = new Context();
      }
      if (context.state === "suspended") context.resume().catch(() => undefined);
      return context;
    } catch {
      return null;
    }
  }

  return {
    unlock() {
      ready();
    },
    beep() {
      const audio = ready();
      if (!audio) return;
      try {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = "sine";
        oscillator.frequency.value = frequency;
        gain.gain.value = volume;
        oscillator.connect(gain);
        gain.connect(audio.destination);
        oscillator.start();
        oscillator.stop(audio.currentTime + seconds);
      } catch {
        // audio not allowed or not supported: the notification list still shows the message
      }
    },
    close() {
      context?.close().catch(() => undefined);
      context = null;
    },
  };
}
