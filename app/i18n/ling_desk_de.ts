<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>engine</name>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>Engine von Ling Desk gestoppt</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>Gilt nach einem Neustart von Ling Desk.</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>Chatliste ein- oder ausblenden (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>Engine-Bereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>den letzten Chat</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>Alarm der lokalen API</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>App verbinden …</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>Seite öffnen, die zeigt, wie Apps Ling erreichen</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ bedient {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>Die Engine beantwortet über die lokale API eine Anfrage von {names}.</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>Chat importieren (JSON) …</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Dokumente …</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>Aktivitätsprotokoll …</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>Das Aktivitätsprotokoll: wer was genutzt hat, nachweislich unverändert</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>Letzten Codeblock kopieren</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>Chat-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>Die Seitenleiste: ein schmaler Chat, immer im Vordergrund</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Chatliste</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Chatliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>Protokoll anzeigen …</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>App verbinden (Editoren, Agenten) …</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>Benchmark: die Optimierungsleiter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>Antwort anhalten; in der Suche: Suche leeren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>Größere Schrift (Fenster und Chat)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Schrift in normaler Größe</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>„{title}“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details …</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>Engine nicht gestartet</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>Engine-Fähigkeiten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>Modelldateien</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Freier Speicher</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming-MoE-Kernel</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN-Multi-Token-Vorhersage</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>Testgenerierung</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
</context>
</TS>
