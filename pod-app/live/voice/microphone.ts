/**
 * The microphone for voice: one mono track with the browser's echo cancellation, noise
 * suppression and automatic gain (WebRTC sends it as Opus, every browser's default voice codec).
 */
export const MICROPHONE: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true, channelCount: 1 },
  video: false,
};

export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser has no microphone access here.');
  return navigator.mediaDevices.getUserMedia(MICROPHONE);
}
