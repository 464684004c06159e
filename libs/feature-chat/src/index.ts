export { ChatWidget, type ChatWidgetProps } from './widget/chat-widget';
