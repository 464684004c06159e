import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Modal } from './modal';

const Video = styled.video`
  display: block;
  width: 100%;
  max-height: 70dvh;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: #000;
`;

export interface VideoModalProps {
  open: boolean;
  title: ReactNode;
  src: string;
  poster?: string;
  onClose: () => void;
}

/** Plays one tutorial video; closing the modal unmounts the player, which stops playback. */
export function VideoModal({ open, title, src, poster, onClose }: VideoModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <Video src={src} poster={poster} controls autoPlay playsInline preload="metadata" />
    </Modal>
  );
}
