<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>chat</name>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen …</translation>
    </message>
    <message>
        <source>Saved {done} of {total} messages</source>
        <translation>{done} von {total} Nachrichten gespeichert</translation>
    </message>
    <message>
        <source>... and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>This file cannot be imported:</source>
        <translation>Diese Datei kann nicht importiert werden:</translation>
    </message>
    <message>
        <source>Exported from Ling Desk on {time}.</source>
        <translation>Aus Ling Desk exportiert am {time}.</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>You</source>
        <comment>export: the user's messages</comment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>System</source>
        <comment>export: a system message</comment>
        <translation>System</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(kein Text)</translation>
    </message>
    <message>
        <source>Documents: {note}</source>
        <translation>Dokumente: {note}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message numerus="yes">
        <source>Sources: none cited of the %n passage(s) given</source>
        <translation>
            <numerusform>Quellen: die %n gegebene Textstelle nicht zitiert</numerusform>
            <numerusform>Quellen: keine der %n gegebenen Textstellen zitiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
    <message>
        <source>ran</source>
        <comment>a tool call</comment>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>a tool call</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not run</source>
        <comment>a tool call</comment>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <comment>a tool call's</comment>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Result:</source>
        <comment>a tool call's</comment>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>not JSON: {error}</source>
        <translation>kein JSON: {error}</translation>
    </message>
    <message>
        <source>the file holds no conversation</source>
        <translation>die Datei enthält keinen Chat</translation>
    </message>
    <message>
        <source>Checked</source>
        <comment>an import's file</comment>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Checked {done} of {total} messages</source>
        <translation>{done} von {total} Nachrichten geprüft</translation>
    </message>
    <message>
        <source>“{title}” is already in the history: imported as a copy</source>
        <translation>„{title}“ ist schon im Verlauf: als Kopie importiert</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>No preset: the defaults from Settings.</source>
        <translation>Keine Vorlage: die Standardwerte aus den Einstellungen.</translation>
    </message>
    <message>
        <source>Preset “{name}” (since removed from Settings; its values are kept here).</source>
        <translation>Vorlage „{name}“ (inzwischen aus den Einstellungen entfernt; ihre Werte bleiben hier erhalten).</translation>
    </message>
    <message>
        <source>Preset “{name}”, changed in this conversation since it was chosen.</source>
        <translation>Vorlage „{name}“, seit der Auswahl in diesem Chat geändert.</translation>
    </message>
    <message>
        <source>Preset “{name}”.</source>
        <translation>Vorlage „{name}“.</translation>
    </message>
    <message>
        <source>The text so far is kept.</source>
        <translation>Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>Ling Desk quit while this answer was being written. {kept}</source>
        <translation>Ling Desk wurde beendet, während diese Antwort entstand. {kept}</translation>
    </message>
    <message>
        <source>The engine crashed while writing this answer (the Engine panel says why).</source>
        <translation>Die Engine ist beim Schreiben dieser Antwort abgestürzt (der Engine-Bereich nennt den Grund).</translation>
    </message>
    <message>
        <source>The engine failed while writing this answer.</source>
        <translation>Die Engine ist beim Schreiben dieser Antwort ausgefallen.</translation>
    </message>
    <message>
        <source>The engine was stopped while writing this answer.</source>
        <translation>Die Engine wurde beim Schreiben dieser Antwort gestoppt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Not saved yet: {reason}. The text stays here and is saved by itself once there is room; do not quit Ling Desk until then.</source>
        <translation>Noch nicht gespeichert: {reason}. Der Text bleibt hier und wird von selbst gespeichert, sobald Platz ist; beenden Sie Ling Desk bis dahin nicht.</translation>
    </message>
    <message>
        <source>Not sent: {reason}. Fix that, start the engine, then retry.</source>
        <translation>Nicht gesendet: {reason}. Beheben Sie das, starten Sie die Engine und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine crashed before this could be sent. Restart it, then retry.</source>
        <translation>Die Engine ist abgestürzt, bevor dies gesendet werden konnte. Starten Sie sie neu und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine could not start (the note above the message box says why). Fix that, then retry.</source>
        <translation>Die Engine konnte nicht starten (der Hinweis über dem Eingabefeld nennt den Grund). Beheben Sie das und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine was stopping when this was sent. Start it, then retry.</source>
        <translation>Die Engine wurde gerade gestoppt, als dies gesendet wurde. Starten Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine is not running. Start it, then retry.</source>
        <translation>Die Engine läuft nicht. Starten Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Ling Desk was closed before the engine was ready.</source>
        <translation>Ling Desk wurde geschlossen, bevor die Engine bereit war.</translation>
    </message>
    <message>
        <source>Tools are unavailable: {why}.</source>
        <translation>Tools sind nicht verfügbar: {why}.</translation>
    </message>
    <message>
        <source>Unexpected error: {error}</source>
        <translation>Unerwarteter Fehler: {error}</translation>
    </message>
    <message>
        <source>The answer stopped before the engine finished it (the engine may have ended).</source>
        <translation>Die Antwort brach ab, bevor die Engine sie beendet hatte (die Engine wurde womöglich beendet).</translation>
    </message>
    <message>
        <source>The answer reached the maximum length (max_tokens) and was cut.</source>
        <translation>Die Antwort hat die Höchstlänge (max_tokens) erreicht und wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>the tool server “{name}” is no longer configured</source>
        <translation>der Tool-Server „{name}“ ist nicht mehr eingerichtet</translation>
    </message>
    <message>
        <source>Some tools are unavailable: {why}.</source>
        <translation>Einige Tools sind nicht verfügbar: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s) of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</source>
        <translation>
            <numerusform>Nach %n Runde Tool-Aufrufe gestoppt: das in Einstellungen &gt; Tools festgelegte Limit. Die danach von Ling angeforderten Aufrufe wurden nicht ausgeführt.</numerusform>
            <numerusform>Nach %n Runden Tool-Aufrufe gestoppt: das in Einstellungen &gt; Tools festgelegte Limit. Die danach von Ling angeforderten Aufrufe wurden nicht ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>an import is being written to the history; send again once it ends</source>
        <translation>ein Import wird gerade in den Verlauf geschrieben; senden Sie erneut, sobald er fertig ist</translation>
    </message>
    <message>
        <source>Ling Desk ended while this answer was being written; the text so far is kept.</source>
        <translation>Ling Desk wurde beendet, während diese Antwort entstand; der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>free space unknown</source>
        <translation>freier Speicher unbekannt</translation>
    </message>
    <message>
        <source>the disk holding your history is full ({free} free)</source>
        <translation>der Datenträger mit Ihrem Verlauf ist voll ({free} frei)</translation>
    </message>
    <message>
        <source>another program holds the history file {path} locked</source>
        <translation>ein anderes Programm hält die Verlaufsdatei {path} gesperrt</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written (read-only)</source>
        <translation>die Verlaufsdatei {path} kann nicht geschrieben werden (schreibgeschützt)</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written ({error})</source>
        <translation>die Verlaufsdatei {path} kann nicht geschrieben werden ({error})</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as part of the message (too long to edit here); ✕ removes it</source>
        <translation>Wird als Teil der Nachricht gesendet (zu lang zum Bearbeiten); ✕ entfernt sie</translation>
    </message>
    <message>
        <source>Remove this file</source>
        <translation>Diese Datei entfernen</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>Remove this document</source>
        <translation>Dieses Dokument entfernen</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen …</translation>
    </message>
    <message>
        <source>Reading it on this machine…</source>
        <translation>Wird auf diesem Rechner gelesen …</translation>
    </message>
    <message>
        <source>not sent with your message: {why}</source>
        <translation>nicht mit Ihrer Nachricht gesendet: {why}</translation>
    </message>
    <message>
        <source>Not sent: {why}. Remove it (✕) or attach a readable copy.</source>
        <translation>Nicht gesendet: {why}. Entfernen Sie es (✕) oder hängen Sie eine lesbare Kopie an.</translation>
    </message>
    <message>
        <source>Not attached: {why}</source>
        <translation>Nicht angehängt: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} Tokens</translation>
    </message>
    <message>
        <source>~{count} tokens (estimate)</source>
        <translation>~{count} Tokens (geschätzt)</translation>
    </message>
    <message>
        <source>{count} left</source>
        <comment>tokens</comment>
        <translation>{count} frei</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (the model's tokenizer)</source>
        <translation>{pages}, {tokens} Tokens (Tokenizer des Modells)</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (estimated: 3.6 characters a token)</source>
        <translation>{pages}, {tokens} Tokens (geschätzt: 3,6 Zeichen pro Token)</translation>
    </message>
    <message>
        <source>{facts}; {left} tokens of the context left after it</source>
        <translation>{facts}; danach bleiben {left} Tokens des Kontexts frei</translation>
    </message>
    <message>
        <source>{facts}. Goes in whole when it fits, else it is searched for your question; kept with this conversation, not in your library.</source>
        <translation>{facts}. Passt es, geht es ganz hinein, sonst wird es nach Ihrer Frage durchsucht; es bleibt bei diesem Chat, nicht in Ihrer Dokumentbibliothek.</translation>
    </message>
    <message>
        <source>{name}: cannot be read ({why}).</source>
        <translation>{name}: kann nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <source>{name} is a folder; drop files.</source>
        <translation>{name} ist ein Ordner; ziehen Sie Dateien hierher.</translation>
    </message>
    <message>
        <source>{name} is {size} kB; files up to {limit} kB can be added (a long file would crowd the model's context).</source>
        <translation>{name} ist {size} kB groß; Dateien bis {limit} kB können hinzugefügt werden (eine lange Datei würde den Kontext des Modells füllen).</translation>
    </message>
    <message>
        <source>{name} looks binary; only text files can be added as context.</source>
        <translation>{name} scheint binär zu sein; nur Textdateien können als Kontext hinzugefügt werden.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text; only text files can be added as context.</source>
        <translation>{name} ist kein UTF-8-Text; nur Textdateien können als Kontext hinzugefügt werden.</translation>
    </message>
    <message>
        <source>Attached documents belong to this conversation only: your library (File › Documents…), its search and the Library switch do not see them. Tick this to add the ones read to the library as well when you send, as Documents › Add files does. An encrypted PDF is never added: the library would keep its text unencrypted.</source>
        <translation>Angehängte Dokumente gehören nur zu diesem Chat: Ihre Dokumentbibliothek (Datei › Dokumente …), ihre Suche und der Bibliotheks-Schalter sehen sie nicht. Aktivieren Sie dies, um die gelesenen beim Senden auch zur Bibliothek hinzuzufügen, wie Dokumente › Dateien hinzufügen. Eine verschlüsselte PDF wird nie hinzugefügt: Die Bibliothek würde ihren Text unverschlüsselt speichern.</translation>
    </message>
    <message>
        <source>An answer is being written: press Esc to stop it first.</source>
        <translation>Eine Antwort wird gerade geschrieben: Drücken Sie zuerst Esc, um sie zu stoppen.</translation>
    </message>
    <message>
        <source>Also add to library</source>
        <translation>Auch zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Message to Ling</source>
        <translation>Nachricht an Ling</translation>
    </message>
    <message>
        <source>Type your question; {keys}</source>
        <translation>Geben Sie Ihre Frage ein; {keys}</translation>
    </message>
    <message>
        <source>Let the model think before it answers (per conversation; chat_template_kwargs.enable_thinking)</source>
        <translation>Das Modell vor der Antwort denken lassen (pro Chat; chat_template_kwargs.enable_thinking)</translation>
    </message>
    <message>
        <source>Ask about clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Put the clipboard text in the message as a fenced block (Ctrl+Shift+V)</source>
        <translation>Den Text der Zwischenablage als Codeblock in die Nachricht einfügen (Strg+Umschalt+V)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anhängen</translation>
    </message>
    <message>
        <source>Add documents (PDF, Word, ODT, Excel, PowerPoint, HTML, e-mail, Markdown, CSV, code, text) or drop files and folders here; they are read on this machine</source>
        <translation>Dokumente hinzufügen (PDF, Word, ODT, Excel, PowerPoint, HTML, E-Mail, Markdown, CSV, Code, Text) oder Dateien und Ordner hierher ziehen; sie werden auf diesem Rechner gelesen</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Let this question draw on your whole document library (File › Documents…): the passages that answer it are found and cited. Documents attached here go in whole instead when they fit. Each new chat starts with it off.</source>
        <translation>Diese Frage auf Ihre ganze Dokumentbibliothek stützen (Datei › Dokumente …): Die Textstellen, die sie beantworten, werden gefunden und zitiert. Hier angehängte Dokumente gehen stattdessen ganz hinein, wenn sie passen. Jeder neue Chat beginnt mit ausgeschaltetem Schalter.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>The tools (MCP servers) this conversation may use</source>
        <translation>Die Tools (MCP-Server), die dieser Chat nutzen darf</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>The preset this conversation uses</source>
        <translation>Die Vorlage dieses Chats</translation>
    </message>
    <message>
        <source>Preset for this chat</source>
        <translation>Vorlage für diesen Chat</translation>
    </message>
    <message>
        <source>This conversation: system prompt, sampling, tools</source>
        <translation>Dieser Chat: Systemprompt, Sampling, Tools</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Chat-Einstellungen</translation>
    </message>
    <message>
        <source>Attach documents</source>
        <translation>Dokumente anhängen</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Senden (Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort stoppen (Esc)</translation>
    </message>
    <message>
        <source>Clip</source>
        <comment>short for Ask about clipboard</comment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Reply length: no limit</source>
        <translation>Antwortlänge: kein Limit</translation>
    </message>
    <message>
        <source>Limit {size}</source>
        <comment>reply length</comment>
        <translation>Limit {size}</translation>
    </message>
    <message>
        <source>Reply length limit: {count} tokens</source>
        <translation>Antwortlänge höchstens {count} Tokens</translation>
    </message>
    <message>
        <source>Replies have no length limit in this conversation. Click to set one.</source>
        <translation>Antworten in diesem Chat haben kein Längenlimit. Klicken Sie, um eines festzulegen.</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (this conversation's). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>Längste Antwort, Denken eingeschlossen: {count} Tokens (Wert dieses Chats). Die Engine hört dort auf, und die Antwort sagt, dass sie abgeschnitten wurde. Klicken Sie, um ihn für diesen Chat zu ändern.</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (the default, Settings › Sampling). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>Längste Antwort, Denken eingeschlossen: {count} Tokens (Standard, Einstellungen › Sampling). Die Engine hört dort auf, und die Antwort sagt, dass sie abgeschnitten wurde. Klicken Sie, um ihn für diesen Chat zu ändern.</translation>
    </message>
    <message>
        <source>Default ({count} tokens)</source>
        <translation>Standard ({count} Tokens)</translation>
    </message>
    <message>
        <source>No library</source>
        <translation>Ohne Bibliothek</translation>
    </message>
    <message>
        <source>Library on</source>
        <translation>Bibliothek an</translation>
    </message>
    <message>
        <source>Library off</source>
        <translation>Bibliothek aus</translation>
    </message>
    <message>
        <source>Think</source>
        <comment>short: thinking on</comment>
        <translation>Denken</translation>
    </message>
    <message>
        <source>No think</source>
        <comment>short: thinking off</comment>
        <translation>Ohne Denken</translation>
    </message>
    <message>
        <source>Thinking on</source>
        <translation>Denken an</translation>
    </message>
    <message>
        <source>Thinking off</source>
        <translation>Denken aus</translation>
    </message>
    <message>
        <source>Tools off</source>
        <translation>Tools aus</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>Tools: {names}</translation>
    </message>
    <message>
        <source>Ling may use the tools of: {names} (each call asks you first)</source>
        <translation>Ling darf die Tools dieser Server nutzen: {names} (jeder Aufruf fragt Sie zuerst)</translation>
    </message>
    <message>
        <source>Let Ling use tools from your MCP servers in this conversation</source>
        <translation>Ling in diesem Chat Tools Ihrer MCP-Server nutzen lassen</translation>
    </message>
    <message>
        <source>No preset (defaults from Settings)</source>
        <translation>Keine Vorlage (Standardwerte aus den Einstellungen)</translation>
    </message>
    <message>
        <source>{name} (removed; kept here)</source>
        <translation>{name} (entfernt; hier erhalten)</translation>
    </message>
    <message>
        <source>Edit presets…</source>
        <translation>Vorlagen bearbeiten …</translation>
    </message>
    <message>
        <source>Preset: {name}</source>
        <translation>Vorlage: {name}</translation>
    </message>
    <message>
        <source>{tip} Click to choose another for this conversation.</source>
        <translation>{tip} Klicken Sie, um eine andere für diesen Chat zu wählen.</translation>
    </message>
    <message>
        <source>{used}/{total}</source>
        <comment>context meter, narrow</comment>
        <translation>{used}/{total}</translation>
    </message>
    <message>
        <source>{used} / {total} context</source>
        <translation>{used} / {total} Kontext</translation>
    </message>
    <message>
        <source>Context used: {used} of {total} tokens ({pct}%). The engine's count for what it has seen; the rest (and what you are typing) is estimated.</source>
        <translation>Belegter Kontext: {used} von {total} Tokens ({pct} %). Was die Engine gesehen hat, zählt sie selbst; der Rest (und was Sie gerade tippen) ist geschätzt.</translation>
    </message>
    <message numerus="yes">
        <source>Still reading %n document(s); send again once their chips show their pages.</source>
        <translation>
            <numerusform>%n Dokument wird noch gelesen; senden Sie erneut, sobald sein Chip die Seiten zeigt.</numerusform>
            <numerusform>%n Dokumente werden noch gelesen; senden Sie erneut, sobald ihre Chips die Seiten zeigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Pasted text</source>
        <translation>Eingefügter Text</translation>
    </message>
    <message>
        <source>Pasted {count} characters: kept as an attachment chip (too long to edit here).</source>
        <translation>{count} Zeichen eingefügt: als Anhang-Chip behalten (zu lang zum Bearbeiten).</translation>
    </message>
    <message>
        <source>Documents cannot be attached here.</source>
        <translation>Hier können keine Dokumente angehängt werden.</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>holds no document Ling Desk reads</source>
        <translation>enthält kein Dokument, das Ling Desk liest</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <source>{name} is encrypted: that password is wrong. Try again:</source>
        <translation>{name} ist verschlüsselt: Das Passwort ist falsch. Versuchen Sie es erneut:</translation>
    </message>
    <message>
        <source>{name} is encrypted. Its password:</source>
        <translation>{name} ist verschlüsselt. Sein Passwort:</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a password-protected document</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Enter sends · Shift+Enter new line</source>
        <translation>Eingabe sendet · Umschalt+Eingabe neue Zeile</translation>
    </message>
    <message>
        <source>Message Ling  (Enter sends, Shift+Enter new line)</source>
        <translation>Nachricht an Ling  (Eingabe sendet, Umschalt+Eingabe neue Zeile)</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Früher</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>QLocale date format: day, month</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>{title}
last used {when}</source>
        <translation>{title}
zuletzt verwendet: {when}</translation>
    </message>
    <message>
        <source>pinned: kept whatever the retention setting</source>
        <translation>angeheftet: bleibt unabhängig von der Aufbewahrungsdauer erhalten</translation>
    </message>
    <message>
        <source>you: </source>
        <comment>search hit: a message of yours</comment>
        <translation>Sie: </translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K)</source>
        <translation>Alle Nachrichten durchsuchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search messages (Ctrl+K)</source>
        <translation>Nachrichten suchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Suchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Side panel  (Ctrl+Shift+L)</source>
        <translation>Seitenleiste  (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Neuer Chat (Strg+N)</translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K); Esc clears</source>
        <translation>Alle Nachrichten durchsuchen (Strg+K); Esc leert das Feld</translation>
    </message>
    <message>
        <source>Search all messages</source>
        <translation>Alle Nachrichten durchsuchen</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Your chats; F2 renames one, Delete deletes it (Undo brings it back)</source>
        <translation>Ihre Chats; F2 benennt einen um, Entf löscht ihn (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Messages that match the search; Enter opens one</source>
        <translation>Nachrichten, die zur Suche passen; Eingabe öffnet eine</translation>
    </message>
    <message>
        <source>No message matches.</source>
        <translation>Keine Nachricht passt.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Bring back the conversation just deleted</source>
        <translation>Den eben gelöschten Chat zurückholen</translation>
    </message>
    <message>
        <source>A narrow always-on-top chat at the screen edge, beside your editor (Ctrl+Shift+L)</source>
        <translation>Ein schmaler Chat am Bildschirmrand, immer im Vordergrund, neben Ihrem Editor (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the chosen chat (in the list; Undo brings it back)</source>
        <translation>Den gewählten Chat löschen (in der Liste; Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Anheften</translation>
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
        <source>Deleted, erased from disk.</source>
        <translation>Gelöscht, von der Festplatte entfernt.</translation>
    </message>
    <message>
        <source>“{title}” was deleted and its text erased from disk; Undo brings it back</source>
        <translation>„{title}“ wurde gelöscht und sein Text von der Festplatte entfernt; Rückgängig holt ihn zurück</translation>
    </message>
    <message>
        <source>Conversation settings: {title}</source>
        <translation>Chat-Einstellungen: {title}</translation>
    </message>
    <message>
        <source>System prompt (sent first, with every request):</source>
        <translation>Systemprompt (wird bei jeder Anfrage zuerst gesendet):</translation>
    </message>
    <message>
        <source>e.g. You are a concise assistant for Python code review.</source>
        <translation>z. B. Du bist ein knapper Assistent für Python-Code-Reviews.</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>Das Modell vor der Antwort denken lassen</translation>
    </message>
    <message>
        <source>Use sampling of its own (else the defaults from Settings)</source>
        <translation>Eigenes Sampling verwenden (sonst die Standardwerte aus den Einstellungen)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Max tokens (0 = no limit)</source>
        <translation>Max. Tokens (0 = kein Limit)</translation>
    </message>
    <message>
        <source>Tools Ling may use in this conversation (each call asks you):</source>
        <translation>Tools, die Ling in diesem Chat nutzen darf (jeder Aufruf fragt Sie):</translation>
    </message>
    <message>
        <source>No tool servers yet: add them in Settings &gt; Tools.</source>
        <translation>Noch keine Tool-Server: Fügen Sie sie unter Einstellungen &gt; Tools hinzu.</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Als Vorlage speichern …</translation>
    </message>
    <message>
        <source>Keep this system prompt, sampling and thinking as a preset</source>
        <translation>Diesen Systemprompt, das Sampling und das Denken als Vorlage behalten</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>GPU-Speicher erschöpft</translation>
    </message>
    <message>
        <source>its port was taken</source>
        <translation>sein Port war belegt</translation>
    </message>
    <message>
        <source>the model folder is missing</source>
        <translation>der Modellordner fehlt</translation>
    </message>
    <message>
        <source>a CUDA error</source>
        <translation>ein CUDA-Fehler</translation>
    </message>
    <message>
        <source>a Python error</source>
        <translation>ein Python-Fehler</translation>
    </message>
    <message>
        <source>it did not become ready in time</source>
        <translation>sie wurde nicht rechtzeitig bereit</translation>
    </message>
    <message>
        <source>another program took its port, and was sent nothing</source>
        <translation>ein anderes Programm belegte ihren Port und bekam nichts gesendet</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <comment>accept length</comment>
        <translation>Akzeptanzlänge {length}</translation>
    </message>
    <message>
        <source>{count} tokens ({thinking} thinking)</source>
        <translation>{count} Tokens ({thinking} Denken)</translation>
    </message>
    <message>
        <source>Tokens generated for this answer, thinking included (engine's count).</source>
        <translation>Für diese Antwort erzeugte Tokens, Denken eingeschlossen (Zählung der Engine).</translation>
    </message>
    <message>
        <source>cached {cached} of {prompt} prompt tokens</source>
        <translation>{cached} von {prompt} Prompt-Tokens im Cache</translation>
    </message>
    <message>
        <source>Prompt tokens SGLang's prefix cache reused instead of reading them again (documents and earlier turns kept first in the prompt are reused by follow-ups).</source>
        <translation>Prompt-Tokens, die SGLangs Präfix-Cache wiederverwendet hat, statt sie neu zu lesen (Dokumente und frühere Runden vorn im Prompt werden von Folgefragen wiederverwendet).</translation>
    </message>
    <message>
        <source>Code block copied.</source>
        <translation>Codeblock kopiert.</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit this message and send it again (the earlier version stays reachable with ‹ ›)</source>
        <translation>Diese Nachricht bearbeiten und erneut senden (die frühere Fassung bleibt über ‹ › erreichbar)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy this message as markdown</source>
        <translation>Diese Nachricht als Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy this answer as markdown</source>
        <translation>Diese Antwort als Markdown kopieren</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Write a new answer beside this one</source>
        <translation>Eine neue Antwort neben dieser schreiben</translation>
    </message>
    <message>
        <source>Delete this branch: this message and every message below it, their text erased from disk</source>
        <translation>Diesen Zweig löschen: diese Nachricht und alle darunter, ihr Text wird von der Festplatte entfernt</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Vorherige Fassung</translation>
    </message>
    <message>
        <source>Show the earlier version of this message</source>
        <translation>Die frühere Fassung dieser Nachricht zeigen</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Nächste Fassung</translation>
    </message>
    <message>
        <source>Show the later version of this message</source>
        <translation>Die spätere Fassung dieser Nachricht zeigen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Answer finished, %n word(s).</source>
        <translation>
            <numerusform>Antwort fertig, %n Wort.</numerusform>
            <numerusform>Antwort fertig, %n Wörter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer stopped; the text so far is kept.</source>
        <translation>Antwort gestoppt; der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>Answer failed: {why}</source>
        <translation>Antwort fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sources&lt;/b&gt;  {links}</source>
        <translation>&lt;b&gt;Quellen&lt;/b&gt;  {links}</translation>
    </message>
    <message>
        <source>Click a source (or Tab to it and press Enter) to read the passage and open the file there</source>
        <translation>Klicken Sie auf eine Quelle (oder gehen Sie mit Tab dorthin und drücken Sie Eingabe), um die Textstelle zu lesen und die Datei dort zu öffnen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passage(s) it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Quellen&lt;/b&gt;  keine zitiert: Diese Antwort nennt die %n Textstelle nicht, die sie bekam. &lt;a href="sent:"&gt;Zeigen, was gesendet wurde&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Quellen&lt;/b&gt;  keine zitiert: Diese Antwort nennt keine der %n Textstellen, die sie bekam. &lt;a href="sent:"&gt;Zeigen, was gesendet wurde&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>See the documents and passages that went with the question</source>
        <translation>Die Dokumente und Textstellen ansehen, die mit der Frage gingen</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>Die Antwort ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready; this goes out then.</source>
        <translation>Wartet, bis die Engine bereit ist; dann wird dies gesendet.</translation>
    </message>
    <message>
        <source>Ling Desk ended while this was written.</source>
        <translation>Ling Desk wurde beendet, während dies entstand.</translation>
    </message>
    <message>
        <source>Stopped. The text so far is kept.</source>
        <translation>Gestoppt. Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool call above.</source>
        <translation>Wartet auf Ihre Entscheidung zum Tool-Aufruf oben.</translation>
    </message>
    <message>
        <source>Waiting for {app}; this answer starts right after it.</source>
        <translation>Wartet auf {app}; diese Antwort beginnt direkt danach.</translation>
    </message>
    <message>
        <source>Waiting for the first token…</source>
        <translation>Wartet auf das erste Token …</translation>
    </message>
    <message>
        <source>Start engine</source>
        <translation>Engine starten</translation>
    </message>
    <message>
        <source>Message copied.</source>
        <translation>Nachricht kopiert.</translation>
    </message>
    <message>
        <source>An answer in this branch is being written: stop it first.</source>
        <translation>In diesem Zweig wird gerade eine Antwort geschrieben: Stoppen Sie sie zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>Branch deleted: %n message(s) erased from disk.</source>
        <translation>
            <numerusform>Zweig gelöscht: %n Nachricht von der Festplatte entfernt.</numerusform>
            <numerusform>Zweig gelöscht: %n Nachrichten von der Festplatte entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete messages</source>
        <translation>Nachrichten löschen</translation>
    </message>
    <message>
        <source>Delete this message?</source>
        <translation>Diese Nachricht löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n messages (this one and those below it)?</source>
        <translation>
            <numerusform>Diese %n Nachricht löschen (diese und die darunter)?</numerusform>
            <numerusform>Diese %n Nachrichten löschen (diese und die darunter)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Its text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>Ihr Text wird sofort von der Festplatte entfernt; das lässt sich nicht rückgängig machen. Andere Zweige des Chats bleiben.</translation>
    </message>
    <message>
        <source>Their text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>Ihr Text wird sofort von der Festplatte entfernt; das lässt sich nicht rückgängig machen. Andere Zweige des Chats bleiben.</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Eingabe sendet · Esc bricht ab</translation>
    </message>
    <message>
        <source>{keys} · Ctrl+Enter also sends · Esc cancels</source>
        <translation>{keys} · Strg+Eingabe sendet auch · Esc bricht ab</translation>
    </message>
    <message>
        <source>Reading the documents for your question…</source>
        <translation>Die Dokumente für Ihre Frage werden gelesen …</translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>Dateien …</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner …</translation>
    </message>
    <message>
        <source>Document library…</source>
        <translation>Dokumentbibliothek …</translation>
    </message>
    <message>
        <source>Draw on the whole library</source>
        <translation>Die ganze Bibliothek nutzen</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>nicht nachgewiesen</translation>
    </message>
    <message>
        <source>This conversation uses the defaults from Settings again.</source>
        <translation>Dieser Chat verwendet wieder die Standardwerte aus den Einstellungen.</translation>
    </message>
    <message>
        <source>Preset “{name}” for this conversation: its system prompt, sampling and thinking apply from the next message.</source>
        <translation>Vorlage „{name}“ für diesen Chat: Ihr Systemprompt, Sampling und Denken gelten ab der nächsten Nachricht.</translation>
    </message>
    <message>
        <source>Ling may use the tools of {names} here (each call asks you first).</source>
        <translation>Ling darf hier die Tools von {names} nutzen (jeder Aufruf fragt Sie zuerst).</translation>
    </message>
    <message>
        <source>No tools in this conversation.</source>
        <translation>Keine Tools in diesem Chat.</translation>
    </message>
    <message>
        <source>Replies in this conversation: at most {count} tokens.</source>
        <translation>Antworten in diesem Chat: höchstens {count} Tokens.</translation>
    </message>
    <message>
        <source>Replies in this conversation: no limit.</source>
        <translation>Antworten in diesem Chat: kein Limit.</translation>
    </message>
    <message>
        <source>Replies in this conversation: the default limit ({count} tokens).</source>
        <translation>Antworten in diesem Chat: das Standardlimit ({count} Tokens).</translation>
    </message>
    <message>
        <source>Still placing the documents for your last message…</source>
        <translation>Die Dokumente für Ihre letzte Nachricht werden noch eingefügt …</translation>
    </message>
    <message>
        <source>Not sent (could not be read): {names}</source>
        <translation>Nicht gesendet (nicht lesbar): {names}</translation>
    </message>
    <message>
        <source>Nothing to send: the attached documents could not be read.</source>
        <translation>Nichts zu senden: Die angehängten Dokumente konnten nicht gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <source>Searched again: %n new passage(s) for this question</source>
        <translation>
            <numerusform>Erneut gesucht: %n neue Textstelle für diese Frage</numerusform>
            <numerusform>Erneut gesucht: %n neue Textstellen für diese Frage</numerusform>
        </translation>
    </message>
    <message>
        <source>The documents could not be placed ({error}); not sent.</source>
        <translation>Die Dokumente konnten nicht eingefügt werden ({error}); nicht gesendet.</translation>
    </message>
    <message>
        <source>Nothing to send.</source>
        <translation>Nichts zu senden.</translation>
    </message>
    <message>
        <source>{problem}. Your message is still in the box; send it again then.</source>
        <translation>{problem}. Ihre Nachricht steht noch im Eingabefeld; senden Sie sie dann erneut.</translation>
    </message>
    <message>
        <source>Sent without {names}: it could not be read. Its chip stays, marked, until you remove it (✕).</source>
        <translation>Ohne {names} gesendet: Es konnte nicht gelesen werden. Sein Chip bleibt markiert, bis Sie ihn entfernen (✕).</translation>
    </message>
    <message>
        <source>Sent without {names}: they could not be read. Their chips stay, marked, until you remove them (✕).</source>
        <translation>Ohne {names} gesendet: Sie konnten nicht gelesen werden. Ihre Chips bleiben markiert, bis Sie sie entfernen (✕).</translation>
    </message>
    <message>
        <source>Thinking is on for this conversation.</source>
        <translation>Denken ist für diesen Chat an.</translation>
    </message>
    <message>
        <source>Thinking is off for this conversation.</source>
        <translation>Denken ist für diesen Chat aus.</translation>
    </message>
    <message>
        <source>Attach a folder of documents</source>
        <translation>Einen Ordner mit Dokumenten anhängen</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) from the library attached to your next message.</source>
        <translation>
            <numerusform>%n Dokument aus der Bibliothek an Ihre nächste Nachricht angehängt.</numerusform>
            <numerusform>%n Dokumente aus der Bibliothek an Ihre nächste Nachricht angehängt.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no code block in this conversation yet.</source>
        <translation>In diesem Chat gibt es noch keinen Codeblock.</translation>
    </message>
    <message numerus="yes">
        <source>Copied the last code block (%n line(s)).</source>
        <translation>
            <numerusform>Letzten Codeblock kopiert (%n Zeile).</numerusform>
            <numerusform>Letzten Codeblock kopiert (%n Zeilen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>Vorlage ersetzen?</translation>
    </message>
    <message>
        <source>A preset named “{name}” exists. Replace it with these values?</source>
        <translation>Eine Vorlage namens „{name}“ gibt es schon. Mit diesen Werten ersetzen?</translation>
    </message>
    <message>
        <source>The preset could not be saved: {why}.</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>Saved the preset “{name}” (Settings &gt; Chat lists it).</source>
        <translation>Vorlage „{name}“ gespeichert (Einstellungen &gt; Chat führt sie auf).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not saved: {reason}.&lt;/b&gt; What is on screen stays here and is saved by itself once there is room. Until then new messages are not sent, and quitting Ling Desk would lose what is not saved.</source>
        <translation>&lt;b&gt;Nicht gespeichert: {reason}.&lt;/b&gt; Was auf dem Bildschirm steht, bleibt hier und wird von selbst gespeichert, sobald Platz ist. Bis dahin werden keine neuen Nachrichten gesendet, und wer Ling Desk beendet, verliert, was nicht gespeichert ist.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Answers stop until it answers again; Stop or Restart it.</source>
        <translation>Antworten stocken, bis sie wieder antwortet; stoppen oder starten Sie sie neu.</translation>
    </message>
    <message>
        <source>Messages you send still wait for it.</source>
        <translation>Gesendete Nachrichten warten weiter auf sie.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Protokoll anzeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}.&lt;/b&gt; The chat gets it back when the benchmark ends; messages you send meanwhile are not answered.</source>
        <translation>&lt;b&gt;{who}.&lt;/b&gt; Der Chat bekommt sie zurück, wenn der Benchmark endet; Nachrichten, die Sie bis dahin senden, werden nicht beantwortet.</translation>
    </message>
    <message>
        <source>Cancel benchmark</source>
        <translation>Benchmark abbrechen</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is starting&lt;/b&gt; ({what}). Messages you send now wait and go out as soon as it is ready.</source>
        <translation>&lt;b&gt;Die Engine startet&lt;/b&gt; ({what}). Nachrichten, die Sie jetzt senden, warten und gehen hinaus, sobald sie bereit ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is stopping…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Engine wird gestoppt …&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>Die Engine ist abgestürzt</translation>
    </message>
    <message>
        <source>{what}: {cause}</source>
        <comment>the engine stopped: its cause</comment>
        <translation>{what}: {cause}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The running engine you use stopped answering.&lt;/b&gt; The Engine panel says what happened. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;Die laufende Engine, die Sie nutzen, antwortet nicht mehr.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do; Restart is on its card. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist und was zu tun ist; „Neu starten“ steht auf seiner Karte. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist und was zu tun ist. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>Attach again</source>
        <translation>Erneut verbinden</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was ist passiert</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model to run.&lt;/b&gt; {detail}&lt;br&gt;Set-up's step 2 (Model) downloads it, or choose the Ling-3.0-flash folder already on this machine (the one with config.json). Your history is available meanwhile.</source>
        <translation>&lt;b&gt;Kein Modell zum Ausführen.&lt;/b&gt; {detail}&lt;br&gt;Schritt 2 der Einrichtung (Modell) lädt es herunter, oder wählen Sie den Ling-3.0-flash-Ordner, der schon auf diesem Rechner liegt (den mit config.json). Ihr Verlauf ist währenddessen verfügbar.</translation>
    </message>
    <message>
        <source>Set up the model (step 2)</source>
        <translation>Modell einrichten (Schritt 2)</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Modellordner wählen …</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine could not start.&lt;/b&gt; {detail}</source>
        <translation>&lt;b&gt;Die Engine konnte nicht starten.&lt;/b&gt; {detail}</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is not running.&lt;/b&gt; Start it to chat; your history is here meanwhile.</source>
        <translation>&lt;b&gt;Die Engine läuft nicht.&lt;/b&gt; Starten Sie sie, um zu chatten; Ihr Verlauf ist währenddessen hier.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Long text</source>
        <translation>Langer Text</translation>
    </message>
    <message>
        <source>{what} · {size}, shown as plain text</source>
        <translation>{what} · {size}, als reiner Text gezeigt</translation>
    </message>
    <message>
        <source>Copy all {size}</source>
        <translation>Alle {size} kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Copy this code block</source>
        <translation>Diesen Codeblock kopieren</translation>
    </message>
    <message>
        <source>Part of the answer being written</source>
        <translation>Teil der Antwort, die gerade entsteht</translation>
    </message>
    <message>
        <source>Answer being written</source>
        <translation>Antwort, die gerade entsteht</translation>
    </message>
    <message>
        <source>Ling's answer so far; new text is added as it arrives</source>
        <translation>Lings bisherige Antwort; neuer Text kommt hinzu, sobald er eintrifft</translation>
    </message>
    <message>
        <source>added to the library</source>
        <translation>zur Bibliothek hinzugefügt</translation>
    </message>
    <message>
        <source>Ling Desk — side panel</source>
        <translation>Ling Desk — Seitenleiste</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Connect an app: use Ling from your editor or agent</source>
        <translation>App verbinden: Ling aus Ihrem Editor oder Agenten nutzen</translation>
    </message>
    <message>
        <source>Open the main window</source>
        <translation>Hauptfenster öffnen</translation>
    </message>
    <message>
        <source>Hide the side panel ({keys})</source>
        <translation>Seitenleiste ausblenden ({keys})</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Which conversation the side panel shows</source>
        <translation>Welchen Chat die Seitenleiste zeigt</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Seitenleiste ausblenden</translation>
    </message>
    <message>
        <source>serving {names} through the local API</source>
        <translation>bedient {names} über die lokale API</translation>
    </message>
    <message>
        <source>– tok/s</source>
        <comment>no figure</comment>
        <translation>– tok/s</translation>
    </message>
    <message>
        <source>No reply yet.</source>
        <translation>Noch keine Antwort.</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} tok/s</translation>
    </message>
    <message>
        <source>Decode speed (live, this reply, {source}).</source>
        <translation>Decode-Geschwindigkeit (live, diese Antwort, {source}).</translation>
    </message>
    <message>
        <source>Decode speed (last reply, {source}).</source>
        <translation>Decode-Geschwindigkeit (letzte Antwort, {source}).</translation>
    </message>
    <message>
        <source>Engine: {state}</source>
        <translation>Engine: {state}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>Thought for {seconds} s</source>
        <translation>{seconds} s nachgedacht</translation>
    </message>
    <message>
        <source>Thinking</source>
        <comment>the model's thinking, folded</comment>
        <translation>Denken</translation>
    </message>
    <message>
        <source>The messages of this chat; Page Up and Page Down scroll</source>
        <translation>Die Nachrichten dieses Chats; Bild auf und Bild ab blättern</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Frühere Nachrichten zeigen</translation>
    </message>
    <message>
        <source>Load the messages above the ones shown</source>
        <translation>Die Nachrichten über den gezeigten laden</translation>
    </message>
    <message>
        <source>Show newer messages</source>
        <translation>Neuere Nachrichten zeigen</translation>
    </message>
    <message>
        <source>Load the messages below the ones shown</source>
        <translation>Die Nachrichten unter den gezeigten laden</translation>
    </message>
    <message>
        <source>Ask Ling anything</source>
        <translation>Fragen Sie Ling, was Sie wollen</translation>
    </message>
    <message>
        <source>Ling-3.0-flash runs on this machine: what you write here never leaves it.
Enter sends · Shift+Enter adds a line · Esc stops · Ctrl+K searches your history</source>
        <translation>Ling-3.0-flash läuft auf diesem Rechner: Was Sie hier schreiben, verlässt ihn nie.
Eingabe sendet · Umschalt+Eingabe neue Zeile · Esc stoppt · Strg+K durchsucht Ihren Verlauf</translation>
    </message>
    <message>
        <source>Show earlier messages ({count} more)</source>
        <translation>Frühere Nachrichten zeigen ({count} weitere)</translation>
    </message>
    <message>
        <source>Show newer messages ({count} more)</source>
        <translation>Neuere Nachrichten zeigen ({count} weitere)</translation>
    </message>
</context>
<context>
    <name>docs</name>
    <message>
        <source>{names}: encrypted, so its text is kept in memory only, never on disk (after Ling Desk restarts, attach it again with its password to ask about it)</source>
        <translation>{names}: verschlüsselt, daher wird der Text nur im Arbeitsspeicher gehalten, nie auf der Festplatte (nach einem Neustart von Ling Desk hängen Sie es mit seinem Passwort erneut an, um dazu zu fragen)</translation>
    </message>
    <message>
        <source>not added to the library: it is encrypted, and the library would keep its text unencrypted</source>
        <translation>nicht zur Bibliothek hinzugefügt: Es ist verschlüsselt, und die Bibliothek würde seinen Text unverschlüsselt speichern</translation>
    </message>
    <message>
        <source>not added to the library: it could not be read</source>
        <translation>nicht zur Bibliothek hinzugefügt: Es konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>not added to the library: {why}</source>
        <translation>nicht zur Bibliothek hinzugefügt: {why}</translation>
    </message>
    <message>
        <source>already in the library</source>
        <translation>schon in der Bibliothek</translation>
    </message>
    <message>
        <source>{name} ({pages}, {tokens} tokens)</source>
        <translation>{name} ({pages}, {tokens} Tokens)</translation>
    </message>
    <message>
        <source>Attached whole: {documents}</source>
        <translation>Ganz angehängt: {documents}</translation>
    </message>
    <message>
        <source>the library was not searched: the attached documents fit whole</source>
        <translation>die Bibliothek wurde nicht durchsucht: Die angehängten Dokumente passen ganz hinein</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) used</source>
        <translation>
            <numerusform>%n Textstelle verwendet</numerusform>
            <numerusform>%n Textstellen verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Searched the library: {used}</source>
        <translation>Bibliothek durchsucht: {used}</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n document(s) ({tokens} tokens), too long to attach whole (room for {room}): {used}</source>
        <translation>
            <numerusform>%n Dokument durchsucht ({tokens} Tokens, zu lang, um es ganz anzuhängen; Platz für {room}): {used}</numerusform>
            <numerusform>%n Dokumente durchsucht ({tokens} Tokens, zu lang, um sie ganz anzuhängen; Platz für {room}): {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
</context>
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
