<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>chat</name>
    <message numerus="yes">
        <source>Sources: none cited of the %n passage(s) given</source>
        <translation>
            <numerusform>Sources: none cited of the %n passage given</numerusform>
            <numerusform>Sources: none cited of the %n passages given</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s) of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</source>
        <translation>
            <numerusform>Stopped after %n round of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</numerusform>
            <numerusform>Stopped after %n rounds of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still reading %n document(s); send again once their chips show their pages.</source>
        <translation>
            <numerusform>Still reading %n document; send again once its chip shows its pages.</numerusform>
            <numerusform>Still reading %n documents; send again once their chips show their pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answer finished, %n word(s).</source>
        <translation>
            <numerusform>Answer finished, %n word.</numerusform>
            <numerusform>Answer finished, %n words.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passage(s) it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer does not name the %n passage it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passages it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Branch deleted: %n message(s) erased from disk.</source>
        <translation>
            <numerusform>Branch deleted: %n message erased from disk.</numerusform>
            <numerusform>Branch deleted: %n messages erased from disk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n messages (this one and those below it)?</source>
        <translation>
            <numerusform>Delete these %n messages (this one and those below it)?</numerusform>
            <numerusform>Delete these %n messages (this one and those below it)?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched again: %n new passage(s) for this question</source>
        <translation>
            <numerusform>Searched again: %n new passage for this question</numerusform>
            <numerusform>Searched again: %n new passages for this question</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) from the library attached to your next message.</source>
        <translation>
            <numerusform>%n document from the library attached to your next message.</numerusform>
            <numerusform>%n documents from the library attached to your next message.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied the last code block (%n line(s)).</source>
        <translation>
            <numerusform>Copied the last code block (%n line).</numerusform>
            <numerusform>Copied the last code block (%n lines).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docs</name>
    <message numerus="yes">
        <source>%n passage(s) used</source>
        <translation>
            <numerusform>%n passage used</numerusform>
            <numerusform>%n passages used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched %n document(s) ({tokens} tokens), too long to attach whole (room for {room}): {used}</source>
        <translation>
            <numerusform>Searched %n document ({tokens} tokens), too long to attach whole (room for {room}): {used}</numerusform>
            <numerusform>Searched %n documents ({tokens} tokens), too long to attach whole (room for {room}): {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
</TS>
